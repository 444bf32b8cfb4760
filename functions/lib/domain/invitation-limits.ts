/**
 * The limits on staff invitation mails (RATE_LIMITS.invitations), taken before the invitation is written or mailed:
 * per restaurant, per person (the acting user, whichever restaurant they act for) and per address at the restaurant.
 * Invite and resend both send a mail, so both count; a resend is also held to one a minute per address (a first
 * invitation to an address already invited is a 409, and its count of the day keeps remove-and-invite-again
 * bounded). All checks are taken in one transaction: a refused request uses up nothing, writes no invitation and
 * sends no mail.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db/service';
import { RateLimitedError } from '../errors';
import { RATE_LIMITS, createRateLimits, type LimitCheck } from './rate-limits';
import { normalizeEmail } from './staff';

const LIMITS = RATE_LIMITS.invitations;

export const INVITATION_LIMIT_MESSAGES = {
  addressMinute: 'An invitation was just sent to this address. Please wait a minute before sending it again.',
  addressDay: 'This address has been sent too many invitations today. Try again tomorrow.',
  restaurantHour: 'Too many invitations sent from this restaurant. Try again in an hour.',
  restaurantDay: 'Too many invitations sent from this restaurant today. Try again tomorrow.',
  personHour: 'You have sent too many invitations. Try again in an hour.',
  personDay: 'You have sent too many invitations today. Try again tomorrow.',
} as const;

type Check = [LimitCheck, keyof typeof INVITATION_LIMIT_MESSAGES];

/** The address in a key, hashed: rate-limit items need not carry anyone's e-mail. */
const addressKey = (email: string) => createHash('sha256').update(normalizeEmail(email)).digest('base64url').slice(0, 22);

export async function admitInvitationMail(
  db: Db,
  input: { restaurantId: string; userId: string; email: string; resend: boolean },
): Promise<void> {
  const { restaurantId, userId } = input;
  const address = `invite#${restaurantId}#address#${addressKey(input.email)}`;
  const resendMinute: Check = [{ kind: 'once', key: address, windowSeconds: LIMITS.perAddressSeconds }, 'addressMinute'];
  const checks: Check[] = [
    ...(input.resend ? [resendMinute] : []),
    [{ kind: 'counter', key: address, ...LIMITS.perAddressDay }, 'addressDay'],
    [{ kind: 'counter', key: `invite#${restaurantId}`, ...LIMITS.perRestaurantHour }, 'restaurantHour'],
    [{ kind: 'counter', key: `invite#${restaurantId}`, ...LIMITS.perRestaurantDay }, 'restaurantDay'],
    [{ kind: 'counter', key: `invite#user#${userId}`, ...LIMITS.perPersonHour }, 'personHour'],
    [{ kind: 'counter', key: `invite#user#${userId}`, ...LIMITS.perPersonDay }, 'personDay'],
  ];
  const taken = await createRateLimits(db).take(
    restaurantId,
    checks.map(([check]) => check),
  );
  if (taken.taken) return;
  // The most specific reason first.
  const [, reason] = checks.find(([check]) => taken.refusedBy.includes(check))!;
  throw new RateLimitedError(INVITATION_LIMIT_MESSAGES[reason], 'too_many_invitations');
}
