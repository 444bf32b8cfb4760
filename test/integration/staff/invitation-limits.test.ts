/**
 * Invitation mails are bounded (issue 24 item 5; RATE_LIMITS.invitations): per restaurant, per person (the owner,
 * whichever of their restaurants they invite from) and per address. A refused invitation or resend answers 429 with
 * its reason, and nothing is written or mailed: the SES emulator's inbox has no mail for it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffInvitationResponse, StaffMember } from '../../../shared/api';
import { readLocalMail } from '../../../infra/local/ses';
import { admitInvitationMail } from '../../../functions/lib/composition';
import { RATE_LIMITS } from '../../../functions/lib/domain/rate-limits';
import { INVITATION_LIMIT_MESSAGES } from '../../../functions/lib/domain/invitation-limits';
import { api } from '../../support/api';
import { uniqueEmail } from '../../support/users';
import { ownerWithRestaurant, type Owner } from '../setup/support';
import { secondRestaurantOf } from '../setup/second-restaurant';

type ErrorBody = { error?: { code: string; message: string } };
const LIMITS = RATE_LIMITS.invitations;

const invite = (owner: Owner, email: string) =>
  api<StaffInvitationResponse & ErrorBody>('POST', `${owner.base}/staff`, { token: owner.user.idToken, body: { email, role: 'staff' } });
const resend = (owner: Owner, staffId: string) =>
  api<StaffInvitationResponse & ErrorBody>('POST', `${owner.base}/staff/${staffId}/resend`, { token: owner.user.idToken });
const team = async (owner: Owner) =>
  (await api<{ staff: StaffMember[] }>('GET', `${owner.base}/staff`, { token: owner.user.idToken })).body.staff;
const mailsTo = async (to: string) => (await readLocalMail(process.env.SES_ENDPOINT!)).filter((m) => m.destination.to.includes(to));

/** `count` invitations to new addresses, each accepted (201). */
async function inviteMany(owner: Owner, count: number, label: string) {
  for (let i = 0; i < count; i++) {
    const res = await invite(owner, uniqueEmail(`${label}${i}`).toLowerCase());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('invitation limits', () => {
  it('refuses the 21st invitation from one restaurant in an hour: 429, no invitation written, no mail sent', async () => {
    const owner = await ownerWithRestaurant();
    await inviteMany(owner, LIMITS.perRestaurantHour.limit, 'cap');
    const email = uniqueEmail('onetoomany').toLowerCase();
    const refused = await invite(owner, email);
    expect(refused.status, JSON.stringify(refused.body)).toBe(429);
    expect(refused.body.error).toEqual({ code: 'too_many_invitations', message: 'Too many invitations sent from this restaurant. Try again in an hour.' });
    expect(await mailsTo(email)).toEqual([]);
    const members = await team(owner);
    expect(members).toHaveLength(LIMITS.perRestaurantHour.limit);
    expect(members.map((m) => m.email)).not.toContain(email);
  });

  it('a person owning two restaurants does not get twice the allowance: the 31st invitation in an hour is refused', async () => {
    const first = await ownerWithRestaurant();
    const second = await secondRestaurantOf(first);
    const half = LIMITS.perPersonHour.limit / 2;
    await inviteMany(first, half, 'personA');
    await inviteMany(second, half, 'personB');
    const email = uniqueEmail('person31').toLowerCase();
    const refused = await invite(second, email);
    expect(refused.status, JSON.stringify(refused.body)).toBe(429);
    expect(refused.body.error?.message).toBe('You have sent too many invitations. Try again in an hour.');
    expect(await mailsTo(email)).toEqual([]);
    expect(await team(second)).toHaveLength(half);
  });

  it('a second resend within the minute is refused (429), sends no mail and keeps the link last mailed', async () => {
    const owner = await ownerWithRestaurant();
    const email = uniqueEmail('resendsoon').toLowerCase();
    const first = await invite(owner, email);
    expect(first.status).toBe(201);
    const resent = await resend(owner, first.body.member.id);
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    const again = await resend(owner, first.body.member.id);
    expect(again.status, JSON.stringify(again.body)).toBe(429);
    expect(again.body.error).toEqual({
      code: 'too_many_invitations',
      message: 'An invitation was just sent to this address. Please wait a minute before sending it again.',
    });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails.at(-1)!.body.text).toContain(resent.body.inviteLink);
  });

  it('one address gets at most 5 invitation mails a day from a restaurant, resends one a minute', async () => {
    const restaurantId = `invite-limits-${Date.now()}`;
    const email = uniqueEmail('daily');
    // Minutes apart, within one UTC day.
    const dayStart = Math.floor(Date.now() / 86_400_000) * 86_400_000;
    const at = (minute: number) => vi.spyOn(Date, 'now').mockReturnValue(dayStart + 3_600_000 + minute * 61_000);
    const mail = (resend: boolean, to = email) => admitInvitationMail({ restaurantId, userId: `owner-${restaurantId}`, email: to, resend });
    at(0);
    await mail(false);
    await mail(true);
    await expect(mail(true), 'a second resend in the same minute').rejects.toMatchObject({ status: 429, message: INVITATION_LIMIT_MESSAGES.addressMinute });
    for (let minute = 1; minute < LIMITS.perAddressDay.limit - 1; minute++) {
      at(minute);
      await mail(true);
    }
    at(LIMITS.perAddressDay.limit);
    await expect(mail(true)).rejects.toMatchObject({
      status: 429,
      message: 'This address has been sent too many invitations today. Try again tomorrow.',
    });
    // Another address is not held by it.
    await expect(mail(false, uniqueEmail('other'))).resolves.toBeUndefined();
  });
});
