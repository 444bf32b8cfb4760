/**
 * A refund of a round paid in shares (issue 29 item 4): which payments give the money back. For any refund and any
 * payments with room for it, the slices add up to the refund part by part, none is negative or more than its payment
 * has left; by items, a dish goes back from the payments that paid it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sliceRefund, type CoveringPayment } from '../../../functions/lib/domain/refunds/split-refund';
import type { RefundParts } from '../../../shared/refunds';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const parts = (over: Partial<RefundParts>): RefundParts => ({ cents: 0, subtotalCents: 0, taxCents: 0, tipCents: 0, feeCents: 0, lines: [], ...over });
const pay = (paymentId: string, billCents: number, lineIds: string[] | null = null, refundedCents = 0): CoveringPayment => ({ paymentId, billCents, refundedCents, lineIds });

describe('sliceRefund', () => {
  it('gives a dish back from the three payers who shared it, a third each, and nothing from the others', () => {
    // Line 1 ($12.00 + $1.20 tax) was claimed by a, b and c; line 0 by d alone.
    const payments = [pay('items:d', 1650, ['o1:0']), pay('items:a', 440, ['o1:1']), pay('items:b', 440, ['o1:1']), pay('items:c', 440, ['o1:1'])];
    const out = sliceRefund('o1', parts({ cents: 1320, subtotalCents: 1200, taxCents: 120, feeCents: 66, lines: [{ position: 1, qty: 1, amountCents: 1200 }] }), false, payments);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.slices.map((s) => [s.paymentId, s.cents, s.subtotalCents, s.taxCents])).toEqual([
      ['items:a', 440, 400, 40],
      ['items:b', 440, 400, 40],
      ['items:c', 440, 400, 40],
    ]);
    expect(sum(out.slices.map((s) => s.feeCents))).toBe(66);
    // The dishes are on one slice only (the books count the line once).
    expect(out.slices.filter((s) => s.lines.length > 0)).toHaveLength(1);
  });

  it('splits an even-share refund in proportion, and moves what a payment has no room for to the next', () => {
    const even = sliceRefund('o1', parts({ cents: 1001, subtotalCents: 1001, feeCents: 50 }), true, [pay('even:2:0', 2001), pay('even:2:1', 2000)]);
    expect(even.ok && even.slices.map((s) => s.cents)).toEqual([501, 500]);
    const capped = sliceRefund('o1', parts({ cents: 1000, subtotalCents: 1000 }), true, [pay('even:2:0', 1000, null, 900), pay('even:2:1', 1000)]);
    expect(capped.ok && capped.slices.map((s) => [s.paymentId, s.cents])).toEqual([
      ['even:2:0', 100],
      ['even:2:1', 900],
    ]);
  });

  it('refuses more than the payments have left, saying how much is left', () => {
    const out = sliceRefund('o1', parts({ cents: 500, subtotalCents: 500 }), true, [pay('whole', 1000, null, 700)]);
    expect(out).toEqual({ ok: false, message: "The payments of this table's bill have only $3.00 left to refund." });
  });

  it('for any refund the payments have room for: slices add up part by part, none negative, none over its room', () => {
    const arb = fc
      .record({
        bills: fc.array(fc.integer({ min: 0, max: 50_000 }), { minLength: 1, maxLength: 6 }),
        refundedPct: fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 6, maxLength: 6 }),
        taxPct: fc.integer({ min: 0, max: 30 }),
        taxIncluded: fc.boolean(),
        byItems: fc.boolean(),
        share: fc.integer({ min: 1, max: 100 }),
        lines: fc.array(fc.record({ amount: fc.integer({ min: 0, max: 20_000 }), claimedBy: fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 4 }) }), { maxLength: 5 }),
      })
      .map(({ bills, refundedPct, taxPct, taxIncluded, byItems, share, lines }) => {
        const payments = bills.map((billCents, k) =>
          pay(`p${k}`, billCents, byItems ? lines.flatMap((l, i) => (l.claimedBy.includes(k) ? [`o:${i}`] : [])) : null, Math.floor((billCents * refundedPct[k]!) / 100)),
        );
        const room = sum(payments.map((p) => p.billCents - p.refundedCents));
        // By items the dishes' amounts make the subtotal (as planRefund gives them); an amount has no dishes.
        const budget = Math.floor((room * share) / 100 / (1 + taxPct / 100));
        const wanted = sum(lines.map((l) => l.amount));
        const dishes = byItems && wanted > 0 ? lines.map((l, i) => ({ position: i, qty: 1, amountCents: Math.floor((l.amount * Math.min(budget, wanted)) / wanted) })) : [];
        const subtotal = dishes.length > 0 ? sum(dishes.map((d) => d.amountCents)) : budget;
        const tax = Math.floor((subtotal * taxPct) / 100);
        const cents = subtotal + (taxIncluded ? 0 : tax);
        return { payments, taxIncluded, refund: parts({ cents, subtotalCents: subtotal, taxCents: tax, feeCents: Math.round(cents / 20), lines: dishes }) };
      });
    fc.assert(
      fc.property(arb, ({ payments, taxIncluded, refund }) => {
        const out = sliceRefund('o', refund, taxIncluded, payments);
        if (refund.cents === 0) return;
        expect(out.ok).toBe(true);
        if (!out.ok) return;
        for (const key of ['cents', 'subtotalCents', 'taxCents', 'tipCents', 'feeCents'] as const) expect(sum(out.slices.map((s) => s[key]))).toBe(refund[key]);
        for (const slice of out.slices) {
          const payment = payments.find((p) => p.paymentId === slice.paymentId)!;
          expect(slice.cents).toBeGreaterThan(0);
          expect(slice.cents).toBeLessThanOrEqual(payment.billCents - payment.refundedCents);
          for (const key of ['subtotalCents', 'taxCents', 'feeCents'] as const) expect(slice[key]).toBeGreaterThanOrEqual(0);
          expect(slice.subtotalCents + (taxIncluded ? 0 : slice.taxCents)).toBe(slice.cents);
        }
        expect(out.slices.filter((s) => s.lines.length > 0).length).toBe(refund.lines.length > 0 ? 1 : 0);
      }),
      { numRuns: 400 },
    );
  });
});
