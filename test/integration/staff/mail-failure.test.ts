/**
 * A mail that cannot be sent (SES refuses the sender, is unreachable...) does not fail the invitation: the answer
 * says `emailed: false` and carries the link, which the owner's page shows as a backup (SPEC.md 8); a warning is logged.
 */
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../../functions/lib/mail/configured', () => ({
  mailer: { send: vi.fn(async () => ({ sent: false, reason: 'MessageRejected: Email address is not verified.' })) },
}));

const { Staff } = await import('../../../functions/lib/composition');
const { logger } = await import('../../../functions/lib/logger');
const { deliverInvitation } = await import('../../../functions/lib/mail/deliver-invitation');
const { uniqueEmail } = await import('../../support/users');

describe('an invitation whose mail is not sent', () => {
  it('answers emailed: false with the working link, and logs a warning', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const restaurantId = `mail-failure-${Date.now()}`;
    const invitation = await Staff.invite({ restaurantId, email: uniqueEmail('unsent'), role: 'manager', createdBy: 'owner-1' });

    const answer = await deliverInvitation(restaurantId, invitation);
    expect(answer.emailed).toBe(false);
    expect(answer.member).toEqual(invitation.member);
    expect(answer.inviteLink).toBe(`${process.env.SITE_URL}/auth?invite=${invitation.inviteToken}`);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('not sent'),
      expect.objectContaining({ restaurantId, staffId: invitation.member.id, reason: 'MessageRejected: Email address is not verified.' }),
    );
    warn.mockRestore();
  });
});
