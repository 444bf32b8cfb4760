/**
 * A refund of a round paid in shares of the table's bill (issue 29 item 4), pure: which payments give the money back.
 * A bill split in shares has one card payment per share, so one refund of the round becomes one gateway refund per
 * payment that covered it, each within what that payment can still give back:
 *  - by items: each line's money (its amount and its part of the tax) comes back from the payments that claimed that
 *    line, evenly between them as they paid it (a line shared by three goes back a third to each);
 *  - otherwise (even shares, amounts, or a line nobody claimed): in proportion to what each payment paid of the bill.
 * A payment never gives back more than its bill part less what it gave back already (its tip is its payer's, and is
 * not a dish's money); what would go over moves to the next payment with room. The parts (subtotal, tax, tip, fee)
 * are shared in proportion to each slice's money, so the slices add up to the refund exactly, part by part; the dishes
 * given back (the lines) ride on the largest slice, which carries them for the books.
 */
import { apportion } from '../../../../shared/split';
import { shareBetween, type RefundParts } from '../../../../shared/refunds';

export interface CoveringPayment {
  paymentId: string;
  /** The bill part it paid (before its tip) and what it has given back so far. */
  billCents: number;
  refundedCents: number;
  /** By items: the bill lines it paid its part of ("{orderId}:{position}"). */
  lineIds: readonly string[] | null;
}

export interface RefundSlice extends RefundParts {
  paymentId: string;
}

export type SliceOutcome = { ok: true; slices: RefundSlice[] } | { ok: false; message: string };

const room = (p: CoveringPayment) => Math.max(0, p.billCents - p.refundedCents);

/** The refund's money per payment, before any is capped. */
function wanted(orderId: string, parts: RefundParts, taxIncluded: boolean, payments: readonly CoveringPayment[]): number[] {
  const byBill = (cents: number) => apportion(cents, payments.every((p) => p.billCents === 0) ? payments.map(() => 1) : payments.map((p) => p.billCents));
  const byItems = parts.lines.length > 0 && payments.some((p) => p.lineIds);
  if (!byItems) return byBill(parts.cents);
  const amounts = parts.lines.map((line) => line.amountCents);
  const addedTax = taxIncluded ? 0 : parts.taxCents;
  const taxes = amounts.some((a) => a > 0) ? apportion(addedTax, amounts) : apportion(addedTax, amounts.map(() => 1));
  const out = payments.map(() => 0);
  let unclaimed = parts.cents - parts.lines.reduce((sum, line, i) => sum + line.amountCents + taxes[i]!, 0);
  parts.lines.forEach((line, i) => {
    const key = `${orderId}:${line.position}`;
    const covering = payments.flatMap((p, k) => (p.lineIds?.includes(key) ? [k] : []));
    const money = line.amountCents + taxes[i]!;
    if (covering.length === 0) {
      unclaimed += money;
      return;
    }
    apportion(money, covering.map(() => 1)).forEach((cents, j) => (out[covering[j]!]! += cents));
  });
  if (unclaimed > 0) byBill(unclaimed).forEach((cents, k) => (out[k]! += cents));
  return out;
}

/** The refund `parts` of order `orderId` split over the payments that paid it; or why it can't be (for the owner). */
export function sliceRefund(orderId: string, parts: RefundParts, taxIncluded: boolean, payments: readonly CoveringPayment[]): SliceOutcome {
  if (parts.cents <= 0) return { ok: false, message: 'Nothing to refund: the amount comes to $0.00.' };
  if (payments.length === 0) return { ok: false, message: 'No payment of this table’s bill is left to refund from.' };
  const capacity = payments.reduce((sum, p) => sum + room(p), 0);
  if (parts.cents > capacity) {
    return { ok: false, message: `The payments of this table's bill have only $${(capacity / 100).toFixed(2)} left to refund.` };
  }
  const money = wanted(orderId, parts, taxIncluded, payments);
  // Over a payment's room: the excess goes to the payments with room, in order.
  let excess = 0;
  money.forEach((cents, k) => {
    const cap = room(payments[k]!);
    if (cents > cap) {
      excess += cents - cap;
      money[k] = cap;
    }
  });
  for (let k = 0; excess > 0 && k < payments.length; k++) {
    const more = Math.min(excess, room(payments[k]!) - money[k]!);
    money[k]! += more;
    excess -= more;
  }
  const live = money.flatMap((cents, k) => (cents > 0 ? [{ k, cents }] : []));
  const weights = live.map((s) => s.cents);
  const fees = apportion(parts.feeCents, weights);
  const lead = weights.indexOf(Math.max(...weights));
  // Tip and tax by running sums of the money (shareBetween), exact in total. A round on a tab has no tip (tips are
  // each payer's, on their payment), and a tax alone is then at most its slice's money: no part is negative.
  let before = 0;
  return {
    ok: true,
    slices: live.map(({ k, cents }, i) => {
      const after = before + cents;
      const tipCents = shareBetween(parts.tipCents, before, after, parts.cents);
      const taxCents = shareBetween(parts.taxCents, before, after, parts.cents);
      before = after;
      return {
        paymentId: payments[k]!.paymentId,
        cents,
        tipCents,
        taxCents,
        feeCents: fees[i]!,
        subtotalCents: cents - tipCents - (taxIncluded ? 0 : taxCents),
        lines: i === lead ? parts.lines : [],
      };
    }),
  };
}
