/**
 * A visit to a table (issue 28 items 2 and 3), the diner's side. Public routes: a guest proves who they are with the
 * token they were given on joining (kept on the phone; only its SHA-256 is stored).
 *
 *   POST /functions/v1/table-session       TableJoinRequest -> TableJoinResponse
 *        Scanning a card: opens the table's visit or joins it. A visit that already has orders asks for proof of
 *        presence: the join code shown on a phone already in it, or someone at the table (or staff) letting the
 *        phone in; until then the answer is `waiting` and nothing of the visit is shown.
 *   GET  /functions/v1/table-session?session_id=&guest_id=&token=   -> TableJoinResponse (a reload, a wait)
 *   POST /functions/v1/table-cart          TableCartRequest -> TableSessionView
 *        Add a line (its id made by the phone, so a retry adds it once), change or remove one of your own.
 *   POST /functions/v1/table-admit         TableAdmitRequest -> TableSessionView (someone at the table lets a phone in)
 *   POST /functions/v1/table-round   TableRoundRequest -> { url, orderId, orderCode } (create-payment's answer)
 *        Sends the whole shared cart as the next round (pay-first: the sender pays it). Two phones sending at once:
 *        one round; the other is told who is sending (409).
 *   POST /functions/v1/table-round-cancel  { guest, orderId? } -> TableSessionView
 *        The payer takes the round back (back from the payment page): its checkout ends unpaid now and its lines are
 *        back in the cart. 403 for anyone but the payer, 409 `round_paid` when it was paid meanwhile.
 *   WebSocket `?tableSessionId=&guestId=&token=`: `tableSession.changed` with the view after every change.
 */
import * as z from 'zod';
import { GUEST_NAME_MAX, JOIN_CODE_LENGTH } from '../tables';
import { cartLineChoiceSchema, tipChoiceSchema } from './diner';
import { idSchema, isoDate, languageCodeSchema, orderStatusSchema } from './common';

const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'is not a guest token');
const guestNameSchema = z.string().trim().max(GUEST_NAME_MAX, `must be at most ${GUEST_NAME_MAX} characters`);

/** Who a phone is in a visit: given on joining, sent with every call. */
export const guestCredentialsSchema = z.strictObject({ sessionId: idSchema, guestId: idSchema, token: tokenSchema });
export type GuestCredentials = z.infer<typeof guestCredentialsSchema>;

export const tableJoinRequestSchema = z.strictObject({
  restaurantId: idSchema,
  /** The card's `tk` (shared/tables.ts parseTableKey). */
  tableKey: z.string().max(40),
  /** This phone's earlier place in a visit, if it has one: kept when it is the table's current visit. */
  guest: guestCredentialsSchema.optional(),
  name: guestNameSchema.optional(),
  joinCode: z.string().trim().regex(new RegExp(`^[0-9]{${JOIN_CODE_LENGTH}}$`), `must be ${JOIN_CODE_LENGTH} digits`).optional(),
});
export type TableJoinRequest = z.infer<typeof tableJoinRequestSchema>;

export const tableSessionQuerySchema = z.strictObject({ session_id: idSchema, guest_id: idSchema, token: tokenSchema });

export const sessionGuestSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(['in', 'waiting']),
  joinedAt: isoDate,
});
export type SessionGuest = z.infer<typeof sessionGuestSchema>;

export const sessionCartLineSchema = cartLineChoiceSchema.extend({
  id: z.string(),
  guestId: z.string(),
  addedAt: isoDate,
});
export type SessionCartLine = z.infer<typeof sessionCartLineSchema>;

export const sessionRoundSchema = z.object({
  number: z.number().int(),
  orderId: z.string(),
  orderCode: z.string(),
  status: orderStatusSchema,
  sentBy: z.string(),
  sentAt: isoDate,
  totalCents: z.number().int(),
});
export type SessionRound = z.infer<typeof sessionRoundSchema>;

export const tableSessionViewSchema = z.object({
  id: z.string(),
  restaurantId: z.string(),
  table: z.object({ id: z.string(), name: z.string() }),
  status: z.enum(['open', 'closed']),
  /** Grows with every change: a phone keeps the highest it has seen (messages may arrive out of order). */
  version: z.number().int(),
  /** For the phones let in: shown so a friend can join. */
  joinCode: z.string(),
  guests: z.array(sessionGuestSchema),
  lines: z.array(sessionCartLineSchema),
  rounds: z.array(sessionRoundSchema),
  /** A round on its way (being paid): its lines have left the cart; who is paying. */
  sending: z.object({ orderId: z.string(), guestId: z.string(), guestName: z.string(), since: isoDate }).nullable(),
  openedAt: isoDate,
  lastActivityAt: isoDate,
});
export type TableSessionView = z.infer<typeof tableSessionViewSchema>;

export const tableJoinResponseSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('in'), guest: z.object({ id: z.string(), name: z.string(), token: z.string() }), session: tableSessionViewSchema }),
  /** Proof of presence needed: nothing of the visit is shown. Ask again with the join code, or wait to be let in. */
  z.object({ state: z.literal('waiting'), guest: z.object({ id: z.string(), name: z.string(), token: z.string() }), sessionId: z.string(), table: z.object({ id: z.string(), name: z.string() }) }),
]);
export type TableJoinResponse = z.infer<typeof tableJoinResponseSchema>;

export const tableCartRequestSchema = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('add'), guest: guestCredentialsSchema, lineId: z.string().uuid(), line: cartLineChoiceSchema }),
  z.strictObject({ op: z.literal('update'), guest: guestCredentialsSchema, lineId: z.string().uuid(), qty: z.number().int().min(1).max(99) }),
  z.strictObject({ op: z.literal('remove'), guest: guestCredentialsSchema, lineId: z.string().uuid() }),
  z.strictObject({ op: z.literal('rename'), guest: guestCredentialsSchema, name: guestNameSchema.min(1, 'is required') }),
]);
export type TableCartRequest = z.infer<typeof tableCartRequestSchema>;

export const tableAdmitRequestSchema = z.strictObject({ guest: guestCredentialsSchema, admitGuestId: idSchema });

/**
 * POST /functions/v1/table-round: sends the whole shared cart as the visit's next round. Pay-first: the phone that
 * sends it pays it (answered like create-payment: the checkout's URL); the round reaches the kitchen once paid.
 * 409 `round_in_progress` while another phone is paying a round, `cart_changed` when the cart moved meanwhile.
 */
export const tableRoundRequestSchema = z.strictObject({
  guest: guestCredentialsSchema,
  tip: tipChoiceSchema,
  note: z.string().trim().max(500).nullable().default(null),
  lang: languageCodeSchema.optional(),
  /** One per attempt (a UUID the phone makes): a double click or a retry is one round, one order. */
  attemptId: z.string().uuid(),
});
export type TableRoundRequest = z.infer<typeof tableRoundRequestSchema>;

export const tableRoundCancelRequestSchema = z.strictObject({
  guest: guestCredentialsSchema,
  /** Only this round's (the payment page the diner came back from); another round being paid is left alone. */
  orderId: idSchema.optional(),
});
export type TableRoundCancelRequest = z.infer<typeof tableRoundCancelRequestSchema>;
