/**
 * The refund arithmetic (shared/refunds.ts), property-based: whatever the order and whatever sequence of refunds
 * (by dish, of the tip, of an amount, of everything left), every share is whole cents, the fee and tax returned are
 * proportional (within a cent of their exact share), nothing goes back twice, and when everything has been given back
 * the fee, the tax, the tip, the subtotal and the money add up EXACTLY to the order's.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basisPointsOf } from '../../../shared/pricing';
import { NOTHING_REFUNDED, planRefund, shareBetween, withoutRefund, type RefundAsk, type RefundableOrder, type RefundParts } from '../../../shared/refunds';

/** An order as checkout prices one: lines, tax added or included at a rate, a tip, the 5% fee on the bill before tip. */
const orderArb = fc
  .record({
    lines: fc.array(fc.record({ qty: fc.integer({ min: 1, max: 6 }), unit: fc.integer({ min: 0, max: 9_000 }) }), { minLength: 1, maxLength: 8 }),
    taxRateBps: fc.integer({ min: 0, max: 2_500 }),
    taxIncluded: fc.boolean(),
    tipCents: fc.integer({ min: 0, max: 5_000 }),
  })
  .map(({ lines, taxRateBps, taxIncluded, tipCents }): RefundableOrder => {
    const priced = lines.map((line, position) => ({ position, qty: line.qty, lineTotalCents: line.qty * line.unit, refundedQty: 0 }));
    const subtotalCents = priced.reduce((sum, line) => sum + line.lineTotalCents, 0);
    const taxCents = taxIncluded ? subtotalCents - Math.round((subtotalCents * 10_000) / (10_000 + taxRateBps)) : basisPointsOf(subtotalCents, taxRateBps);
    const billCents = subtotalCents + (taxIncluded ? 0 : taxCents);
    return {
      subtotalCents,
      taxCents,
      taxIncluded,
      tipCents,
      totalCents: billCents + tipCents,
      feeCents: basisPointsOf(billCents, 500),
      lines: priced,
      refunded: NOTHING_REFUNDED,
    };
  })
  .filter((order) => order.totalCents > 0);

/** A step of a refund sequence, resolved against the order as it stands (so most steps are possible). */
const stepArb = fc.oneof(
  fc.record({ kind: fc.constant('items' as const), pick: fc.integer({ min: 0, max: 1_000 }), qty: fc.integer({ min: 1, max: 6 }) }),
  fc.record({ kind: fc.constant('tip' as const), fraction: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({ kind: fc.constant('amount' as const), fraction: fc.double({ min: 0, max: 1, noNaN: true }) }),
);
type Step = typeof stepArb extends fc.Arbitrary<infer S> ? S : never;

function askOf(order: RefundableOrder, step: Step): RefundAsk {
  const left = order.totalCents - order.refunded.cents;
  switch (step.kind) {
    case 'items': {
      const open = order.lines.filter((line) => line.qty > line.refundedQty);
      const line = open[step.pick % Math.max(1, open.length)] ?? order.lines[0]!;
      return { kind: 'items', lines: [{ position: line.position, qty: Math.min(step.qty, Math.max(1, line.qty - line.refundedQty)) }] };
    }
    case 'tip':
      return { kind: 'tip', amountCents: Math.max(1, Math.round((order.tipCents - order.refunded.tipCents) * step.fraction)) };
    case 'amount':
      return { kind: 'amount', amountCents: Math.max(1, Math.round(left * step.fraction)) };
  }
}

/** Applies a plan to the order (what the server's write does to the running sums and the lines). */
function applied(order: RefundableOrder, ask: RefundAsk) {
  const plan = planRefund(order, ask);
  if (!plan.ok) return null;
  const lines = order.lines.map((line) => ({ ...line, refundedQty: line.refundedQty + (plan.parts.lines.find((l) => l.position === line.position)?.qty ?? 0) }));
  return { plan, order: { ...order, lines, refunded: plan.after } };
}

describe('any sequence of refunds, then everything left', () => {
  it('gives back the fee, tax, tip, subtotal and money exactly, in whole non-negative cents, proportionally', () => {
    fc.assert(
      fc.property(orderArb, fc.array(stepArb, { maxLength: 8 }), (start, steps) => {
        let order = start;
        const shares: RefundParts[] = [];
        for (const step of [...steps.map((s) => askOf(order, s)), { kind: 'full' } as const]) {
          if (order.refunded.cents === order.totalCents) break;
          const next = applied(order, step);
          if (!next) continue;
          const { parts } = next.plan;
          for (const value of [parts.cents, parts.subtotalCents, parts.taxCents, parts.tipCents, parts.feeCents]) {
            expect(Number.isInteger(value)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(0);
          }
          expect(parts.cents).toBeGreaterThan(0);
          // The money is exactly its parts.
          expect(parts.cents).toBe(parts.subtotalCents + (order.taxIncluded ? 0 : parts.taxCents) + parts.tipCents);
          // The fee returned is its proportion of the money returned, to the cent (running sums: within 1 cent).
          const exactFeeAfter = (order.feeCents * next.order.refunded.cents) / order.totalCents;
          expect(Math.abs(next.order.refunded.feeCents - exactFeeAfter)).toBeLessThanOrEqual(1);
          shares.push(parts);
          order = next.order;
        }
        expect(order.refunded).toEqual({ cents: start.totalCents, subtotalCents: start.subtotalCents, taxCents: start.taxCents, tipCents: start.tipCents, feeCents: start.feeCents });
        const sum = (key: 'cents' | 'taxCents' | 'feeCents') => shares.reduce((total, parts) => total + parts[key], 0);
        expect(sum('cents')).toBe(start.totalCents);
        expect(sum('taxCents')).toBe(start.taxCents);
        expect(sum('feeCents')).toBe(start.feeCents);
      }),
      { numRuns: 400 },
    );
  });

  it('by dish: the tax returned follows the subtotal returned (within a cent of its exact share)', () => {
    fc.assert(
      fc.property(orderArb, fc.array(fc.integer({ min: 0, max: 1_000 }), { minLength: 1, maxLength: 12 }), (start, picks) => {
        let order = start;
        for (const pick of picks) {
          const next = applied(order, askOf(order, { kind: 'items', pick, qty: 1 }));
          if (!next) continue;
          order = next.order;
          const exactTax = (start.taxCents * order.refunded.subtotalCents) / Math.max(1, start.subtotalCents);
          expect(Math.abs(order.refunded.taxCents - exactTax)).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never lets more go back than was paid, nor a dish twice', () => {
    fc.assert(
      fc.property(orderArb, fc.integer({ min: 1, max: 200_000 }), (order, extra) => {
        const all = applied(order, { kind: 'full' })!;
        expect(planRefund(all.order, { kind: 'amount', amountCents: 1 })).toEqual({ ok: false, message: 'This order has been refunded in full already.' });
        const tooMuch = planRefund(order, { kind: 'amount', amountCents: order.totalCents + extra });
        expect(tooMuch.ok).toBe(false);
        const line = order.lines[0]!;
        const tooMany = planRefund(order, { kind: 'items', lines: [{ position: 0, qty: line.qty + 1 }] });
        expect(tooMany.ok).toBe(false);
      }),
    );
  });
});

describe('shares and failures', () => {
  it('shareBetween splits a part over running sums exactly', () => {
    expect([shareBetween(100, 0, 1, 3), shareBetween(100, 1, 2, 3), shareBetween(100, 2, 3, 3)]).toEqual([33, 34, 33]);
  });

  it('a failed refund takes exactly its parts back off the running sums', () => {
    const order = fc.sample(orderArb, { numRuns: 1, seed: 7 })[0]!;
    const first = applied(order, { kind: 'amount', amountCents: Math.max(1, Math.floor(order.totalCents / 3)) })!;
    const second = applied(first.order, { kind: 'full' })!;
    expect(withoutRefund(second.order.refunded, second.plan.parts)).toEqual(first.order.refunded);
  });

  it('explains a refund it refuses in the words the owner sees', () => {
    const order: RefundableOrder = {
      subtotalCents: 2650, taxCents: 212, taxIncluded: false, tipCents: 0, totalCents: 2862, feeCents: 143,
      lines: [{ position: 0, qty: 1, lineTotalCents: 1250, refundedQty: 1 }, { position: 1, qty: 1, lineTotalCents: 1400, refundedQty: 0 }],
      refunded: { cents: 1350, subtotalCents: 1250, taxCents: 100, tipCents: 0, feeCents: 67 },
    };
    expect(planRefund(order, { kind: 'items', lines: [{ position: 0, qty: 1 }] })).toEqual({ ok: false, message: 'Line 1 has been refunded already.' });
    expect(planRefund(order, { kind: 'amount', amountCents: 1513 })).toEqual({ ok: false, message: 'Only $15.12 is left to refund on this order.' });
    expect(planRefund(order, { kind: 'tip', amountCents: 1 })).toEqual({ ok: false, message: 'There is no tip left to refund.' });
    const second = planRefund(order, { kind: 'items', lines: [{ position: 1, qty: 1 }] });
    expect(second).toMatchObject({ ok: true, parts: { subtotalCents: 1400, taxCents: 112, cents: 1512, feeCents: 76 } });
  });
});
