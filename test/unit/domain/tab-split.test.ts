/**
 * The server's split of a table's bill (issue 29, "Must show": property-based tests), over bills made of rounds as
 * the tab makes them: each line carries its part of its round's tax; even shares and by-items shares (lines shared by
 * any number of guests) add up to the bill exactly, none negative; the fee per payment adds up to 5% of the whole
 * within one cent per payment; a custom amount takes its items' part in proportion.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/api';
import { platformFeeCents } from '../../../shared/pricing';
import { amountShare, billParts, billTotals, evenShare, itemsShare, shareMoney } from '../../../functions/lib/domain/table-sessions/tab';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** A round's order as the tab reads it: its lines' totals, its tax (added at the rate, or included). */
function round(number: number, totals: number[], taxBps: number, taxIncluded: boolean): Order {
  const subtotal = sum(totals);
  const taxCents = taxIncluded ? Math.round((subtotal * taxBps) / (10_000 + taxBps)) : Math.round((subtotal * taxBps) / 10_000);
  return {
    id: `order-${number}`,
    onTab: true,
    status: 'paid',
    roundNumber: number,
    currency: 'USD',
    subtotalCents: subtotal,
    taxCents,
    taxIncluded,
    lines: totals.map((lineTotalCents, i) => ({ itemName: `Dish ${number}.${i}`, qty: 1, lineTotalCents })),
  } as unknown as Order;
}

/** 1-4 rounds of 1-6 lines ($0-$300 each), one tax rate (0-25%) added or included for all. */
const roundsArb = fc
  .record({
    rounds: fc.array(fc.array(fc.integer({ min: 0, max: 30_000 }), { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 4 }),
    taxBps: fc.integer({ min: 0, max: 2_500 }),
    taxIncluded: fc.boolean(),
  })
  .map(({ rounds, taxBps, taxIncluded }) => rounds.map((totals, i) => round(i + 1, totals, taxBps, taxIncluded)));

function expectSound(billCents: number, subtotalCents: number, shares: readonly { billCents: number; subtotalCents: number }[]) {
  expect(sum(shares.map((s) => s.billCents))).toBe(billCents);
  expect(sum(shares.map((s) => s.subtotalCents))).toBe(subtotalCents);
  for (const share of shares) {
    expect(share.subtotalCents).toBeGreaterThanOrEqual(0);
    expect(share.billCents).toBeGreaterThanOrEqual(share.subtotalCents);
  }
  const fees = sum(shares.map((s) => shareMoney(s, { kind: 'none' }).feeCents));
  expect(Math.abs(fees - platformFeeCents(billCents))).toBeLessThanOrEqual(shares.length);
}

describe("a tab's bill", () => {
  it("lines carry their round's tax: items and taxes add up to the rounds' totals", () => {
    fc.assert(
      fc.property(roundsArb, (orders) => {
        const parts = billParts(orders);
        const totals = billTotals(orders);
        expect(sum(parts.map((p) => p.itemsCents))).toBe(totals.subtotalCents);
        expect(sum(parts.map((p) => p.itemsCents + p.taxCents))).toBe(totals.billCents);
        expect(parts.every((p) => p.taxCents >= 0)).toBe(true);
      }),
    );
  });

  it('evenly, 1-20 ways: shares add up to the bill, none negative, a cent apart at most; fees add up', () => {
    fc.assert(
      fc.property(roundsArb, fc.integer({ min: 1, max: 20 }), (orders, ways) => {
        const totals = billTotals(orders);
        const shares = Array.from({ length: ways }, (_, i) => evenShare(billParts(orders), totals, ways, i));
        expectSound(totals.billCents, totals.subtotalCents, shares);
        expect(Math.max(...shares.map((s) => s.billCents)) - Math.min(...shares.map((s) => s.billCents))).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('by items, every line claimed by one or more of 1-6 guests: the shares add up to the bill; fees add up', () => {
    fc.assert(
      fc.property(roundsArb, fc.integer({ min: 1, max: 6 }), fc.infiniteStream(fc.subarray([0, 1, 2, 3, 4, 5], { minLength: 1 })), (orders, guests, picks) => {
        const parts = billParts(orders);
        const totals = billTotals(orders);
        const claims: Record<string, string[]> = {};
        const stream = picks[Symbol.iterator]();
        for (const part of parts) {
          const chosen = (stream.next().value as number[]).map((g: number) => g % guests);
          claims[part.id] = [...new Set(chosen)].map((g) => `guest-${g}`);
        }
        const shares = Array.from({ length: guests }, (_, g) => itemsShare(parts, claims, `guest-${g}`));
        expectSound(totals.billCents, totals.subtotalCents, shares);
      }),
    );
  });

  it('a line shared by three is paid a third each, items and tax each, the odd cents to the first to claim it', () => {
    const orders = [round(1, [1000], 800, false)];
    const parts = billParts(orders);
    const claims = { [parts[0]!.id]: ['ana', 'ben', 'cy'] };
    // $10.00 + $0.80 tax: items 3.34 / 3.33 / 3.33, tax 0.27 / 0.27 / 0.26.
    expect(['ana', 'ben', 'cy'].map((g) => itemsShare(parts, claims, g).billCents)).toEqual([361, 360, 359]);
  });

  it("a custom amount takes its items' part in proportion; with the tax in the prices, all of it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 20_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (subtotal, tax, fraction) => {
        const left = { billCents: subtotal + tax, subtotalCents: subtotal };
        const cents = Math.max(1, Math.floor(left.billCents * fraction));
        const share = amountShare(left, cents, false);
        expect(share.billCents).toBe(cents);
        expect(share.subtotalCents).toBeGreaterThanOrEqual(0);
        expect(share.subtotalCents).toBeLessThanOrEqual(cents);
        expect(amountShare(left, cents, true)).toEqual({ billCents: cents, subtotalCents: cents });
      }),
    );
  });
});
