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
 *
 * Paying at the end (issue 29; the restaurant's `tablePayment`, shared/tab.ts):
 *   POST /functions/v1/table-round   with `payMode` when the table chooses. On a tab: the first round answers with the
 *        card-saving page's URL (the round reaches the kitchen once the card is saved); later ones with `url: null`
 *        (the round went to the kitchen at once).
 *   POST /functions/v1/table-bill    TableBillRequest -> TableSessionView: ask for the bill (and say how to split it).
 *   POST /functions/v1/table-pay     TablePayRequest -> { url, paymentId }: pay one share of the bill (its own tip).
 *   POST /functions/v1/table-pay-cancel  { guest, paymentId } -> TableSessionView: back from a share's payment page.
 *   POST /functions/v1/table-receipt  { guest, paymentId, email } -> { sent, sendsLeft }: a payer's receipt by mail.
 */
import * as z from '../zod';
import { GUEST_NAME_MAX, JOIN_CODE_LENGTH } from '../tables';
import { TABLE_PAYMENT_MODES } from '../tab';
import { cartLineChoiceSchema, orderReceiptRequestSchema, tipChoiceSchema } from './diner';
import { idSchema, isoDate, languageCodeSchema, orderStatusSchema } from './common';

const tokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{22,64}$/, 'is not a guest token'));
const guestNameSchema = z
  .string()
  .check(z.trim(), z.maxLength(GUEST_NAME_MAX, `must be at most ${GUEST_NAME_MAX} characters`));

/** Who a phone is in a visit: given on joining, sent with every call. */
export const guestCredentialsSchema = z.strictObject({ sessionId: idSchema, guestId: idSchema, token: tokenSchema });
export type GuestCredentials = z.infer<typeof guestCredentialsSchema>;

export const tableJoinRequestSchema = z.strictObject({
  restaurantId: idSchema,
  /** The card's `tk` (shared/tables.ts parseTableKey). */
  tableKey: z.string().check(z.maxLength(40)),
  /** This phone's earlier place in a visit, if it has one: kept when it is the table's current visit. */
  guest: z.optional(guestCredentialsSchema),
  name: z.optional(guestNameSchema),
  joinCode: z.optional(
    z.string().check(z.trim(), z.regex(new RegExp(`^[0-9]{${JOIN_CODE_LENGTH}}$`), `must be ${JOIN_CODE_LENGTH} digits`)),
  ),
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

export const sessionCartLineSchema = z.extend(cartLineChoiceSchema, {
  id: z.string(),
  guestId: z.string(),
  addedAt: isoDate,
});
export type SessionCartLine = z.infer<typeof sessionCartLineSchema>;

export const sessionRoundSchema = z.object({
  number: z.int(),
  orderId: z.string(),
  orderCode: z.string(),
  status: orderStatusSchema,
  sentBy: z.string(),
  sentAt: isoDate,
  totalCents: z.int(),
});
export type SessionRound = z.infer<typeof sessionRoundSchema>;

/** How the table splits its bill (issue 29). `whole`: one person pays it all. */
export const billSplitSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('whole') }),
  z.strictObject({
    kind: z.literal('even'),
    ways: z.int().check(z.minimum(2, 'must be at least 2'), z.maximum(20, 'must be at most 20')),
  }),
  z.strictObject({ kind: z.literal('items') }),
  z.strictObject({ kind: z.literal('amounts') }),
]);
export type BillSplit = z.infer<typeof billSplitSchema>;

/** A line of the bill: one order line of one round. `id` is `{orderId}:{position}`. */
export const billLineSchema = z.object({
  id: z.string(),
  round: z.int(),
  name: z.string(),
  qty: z.int(),
  /** The line's items (lineTotal) and its part of the tax added on top (0 when the prices include it). */
  itemsCents: z.int(),
  taxCents: z.int(),
  /** Who claimed a part of it (by items): guest ids, in the order they claimed; a line shared by 3 lists 3. */
  claimedBy: z.array(z.string()),
  /** Its claimants' parts are paid: nobody else can join it. */
  locked: z.boolean(),
});
export type BillLine = z.infer<typeof billLineSchema>;

/** One payment of the bill: a share paid (or being paid) by one guest, with its own tip. */
export const tabPaymentSchema = z.object({
  id: z.string(),
  guestId: z.nullable(z.string()),
  guestName: z.string(),
  /** whole | even (with `index`) | items | amount | auto (the tab charged to the saved card when left open). */
  kind: z.enum(['whole', 'even', 'items', 'amount', 'auto']),
  index: z.nullable(z.int()),
  billCents: z.int(),
  tipCents: z.int(),
  state: z.enum(['paying', 'paid']),
  paidAt: z.nullable(isoDate),
});
export type TabPayment = z.infer<typeof tabPaymentSchema>;

/**
 * The visit's tab when the table pays at the end (null when it pays as it orders). `mode` null: the restaurant lets
 * the table choose and it has not yet. `state`: securing (a card being saved for the first round), open (rounds go
 * straight to the kitchen), bill (asked for: no more rounds; shares being paid), paid.
 */
export const tabViewSchema = z.object({
  choosable: z.boolean(),
  mode: z.nullable(z.enum(TABLE_PAYMENT_MODES)),
  state: z.enum(['none', 'securing', 'open', 'bill', 'paid']),
  holder: z.nullable(z.object({ guestId: z.string(), guestName: z.string() })),
  cardLabel: z.nullable(z.string()),
  /** When the tab is charged to the saved card if nothing happens before (ISO); null unless open with a card. */
  chargeAt: z.nullable(isoDate),
  currency: z.string(),
  taxIncluded: z.boolean(),
  lines: z.array(billLineSchema),
  /** The bill before tips: items + tax added on top. */
  subtotalCents: z.int(),
  taxCents: z.int(),
  billCents: z.int(),
  split: z.nullable(billSplitSchema),
  payments: z.array(tabPaymentSchema),
  /** Of billCents: paid, being paid, still to pay. */
  paidCents: z.int(),
  payingCents: z.int(),
  leftCents: z.int(),
});
export type TabView = z.infer<typeof tabViewSchema>;

export const tableSessionViewSchema = z.object({
  id: z.string(),
  restaurantId: z.string(),
  table: z.object({ id: z.string(), name: z.string() }),
  status: z.enum(['open', 'closed']),
  /** Grows with every change: a phone keeps the highest it has seen (messages may arrive out of order). */
  version: z.int(),
  /** For the phones let in: shown so a friend can join. */
  joinCode: z.string(),
  guests: z.array(sessionGuestSchema),
  lines: z.array(sessionCartLineSchema),
  rounds: z.array(sessionRoundSchema),
  /** A round on its way (being paid): its lines have left the cart; who is paying. */
  sending: z.nullable(z.object({ orderId: z.string(), guestId: z.string(), guestName: z.string(), since: isoDate })),
  openedAt: isoDate,
  lastActivityAt: isoDate,
  /** Paying at the end (issue 29); null when the restaurant has tables pay as they order. */
  tab: z._default(z.nullable(tabViewSchema), null),
});
export type TableSessionView = z.infer<typeof tableSessionViewSchema>;

export const tableJoinResponseSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('in'), guest: z.object({ id: z.string(), name: z.string(), token: z.string() }), session: tableSessionViewSchema }),
  /** Proof of presence needed: nothing of the visit is shown. Ask again with the join code, or wait to be let in. */
  z.object({ state: z.literal('waiting'), guest: z.object({ id: z.string(), name: z.string(), token: z.string() }), sessionId: z.string(), table: z.object({ id: z.string(), name: z.string() }) }),
]);
export type TableJoinResponse = z.infer<typeof tableJoinResponseSchema>;

export const tableCartRequestSchema = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('add'), guest: guestCredentialsSchema, lineId: z.uuid(), line: cartLineChoiceSchema }),
  z.strictObject({
    op: z.literal('update'),
    guest: guestCredentialsSchema,
    lineId: z.uuid(),
    qty: z.int().check(z.minimum(1), z.maximum(99)),
  }),
  z.strictObject({ op: z.literal('remove'), guest: guestCredentialsSchema, lineId: z.uuid() }),
  z.strictObject({
    op: z.literal('rename'),
    guest: guestCredentialsSchema,
    name: guestNameSchema.check(z.minLength(1, 'is required')),
  }),
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
  note: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(500))), null),
  lang: z.optional(languageCodeSchema),
  /** One per attempt (a UUID the phone makes): a double click or a retry is one round, one order. */
  attemptId: z.uuid(),
  /** The table's choice on its first round, when the restaurant lets it choose (issue 29); ignored otherwise. */
  payMode: z.optional(z.enum(['pay_first', 'pay_at_end'])),
});
export type TableRoundRequest = z.infer<typeof tableRoundRequestSchema>;

export const tableRoundCancelRequestSchema = z.strictObject({
  guest: guestCredentialsSchema,
  /** Only this round's (the payment page the diner came back from); another round being paid is left alone. */
  orderId: z.optional(idSchema),
});
export type TableRoundCancelRequest = z.infer<typeof tableRoundCancelRequestSchema>;

/** table-round's answer: the page to pay (pay-first) or save a card on (a tab's first round); null: sent to the kitchen. */
export const tableRoundResponseSchema = z.object({ url: z.nullable(z.url()), orderId: z.string(), orderCode: z.string() });
export type TableRoundResponse = z.infer<typeof tableRoundResponseSchema>;

/** POST /functions/v1/table-bill: ask for the bill, or change how it is split while nothing is paid or being paid. */
export const tableBillRequestSchema = z.strictObject({ guest: guestCredentialsSchema, split: billSplitSchema });
export type TableBillRequest = z.infer<typeof tableBillRequestSchema>;

/** POST /functions/v1/table-claim (by items): claim a line of the bill (a part of it when others claim it too) or let it go. */
export const tableClaimRequestSchema = z.strictObject({
  guest: guestCredentialsSchema,
  lineId: z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}:[0-9]{1,3}$/, 'is not a line of the bill')),
  claim: z.boolean(),
});
export type TableClaimRequest = z.infer<typeof tableClaimRequestSchema>;

/**
 * POST /functions/v1/table-pay: pay a share with its own tip. whole: the bill (split whole); even: share `index` of
 * `ways` (taken over when someone else started it and left: `takeOver`); items: the lines this guest claimed; amount:
 * a custom amount (at most what is left). 409 when the share is paid or being paid by someone else.
 */
export const tablePayRequestSchema = z.strictObject({
  guest: guestCredentialsSchema,
  share: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('whole') }),
    z.strictObject({ kind: z.literal('even'), index: z.int().check(z.minimum(0), z.maximum(19)) }),
    z.strictObject({ kind: z.literal('items') }),
    z.strictObject({
      kind: z.literal('amount'),
      cents: z.int().check(z.minimum(1, 'must be at least 1 cent'), z.maximum(99_999_999)),
    }),
  ]),
  tip: tipChoiceSchema,
  takeOver: z._default(z.boolean(), false),
  lang: z.optional(languageCodeSchema),
  attemptId: z.uuid(),
});
export type TablePayRequest = z.infer<typeof tablePayRequestSchema>;
export const tablePayResponseSchema = z.object({ url: z.url(), paymentId: z.string() });
export type TablePayResponse = z.infer<typeof tablePayResponseSchema>;

/** A tab payment's id names its share (functions/lib/db/entities/tab-payment.ts). */
export const tabPaymentIdSchema = z
  .string()
  .check(
    z.regex(/^(whole|auto|even:[0-9]{1,2}:[0-9]{1,2}|items:[A-Za-z0-9_-]{1,64}|amount:[0-9a-f-]{36})$/, 'is not a share of the bill'),
  );
export const tablePayCancelRequestSchema = z.strictObject({ guest: guestCredentialsSchema, paymentId: tabPaymentIdSchema });
export type TablePayCancelRequest = z.infer<typeof tablePayCancelRequestSchema>;

/**
 * POST /functions/v1/table-receipt (issue 29 item 4): a payer's receipt for their payment of the table's bill, mailed
 * to the address given (used only to send it). 403 for someone else's payment, 409 not_paid, 429 when the payment
 * or the client address has sent too many. Answers like order-receipt.
 */
export const tableReceiptRequestSchema = z.strictObject({
  guest: guestCredentialsSchema,
  paymentId: tabPaymentIdSchema,
  email: orderReceiptRequestSchema.shape.email,
  lang: z.optional(languageCodeSchema),
});
export type TableReceiptRequest = z.infer<typeof tableReceiptRequestSchema>;
