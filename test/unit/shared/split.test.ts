/**
 * The split arithmetic of a table's bill (issue 29, "Must show": property-based tests). For any bill and any split:
 * the shares add up to the bill exactly, none is negative, and the platform's fee taken per payment adds up to 5% of
 * the whole within one cent per payment. Plus the stated rounding on examples a diner would check by hand.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { platformFeeCents } from '../../../shared/pricing';
import { apportion, billCentsOf, claimedPart, shareFeeCents, splitByAmounts, splitByItems, splitEvenly, subtotalOf, type SplitBill } from '../../../shared/split';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** A bill of 1-12 lines ($0-$400 each), tax 0-25% added on top or included. */
const billArb: fc.Arbitrary<SplitBill> = fc
  .record({
    totals: fc.array(fc.integer({ min: 0, max: 40_000 }), { minLength: 1, maxLength: 12 }),
    taxBps: fc.integer({ min: 0, max: 2_500 }),
    taxIncluded: fc.boolean(),
  })
  .map(({ totals, taxBps, taxIncluded }) => {
    const subtotal = sum(totals);
    const taxCents = taxIncluded ? Math.round((subtotal * taxBps) / (10_000 + taxBps)) : Math.round((subtotal * taxBps) / 10_000);
    return { lines: totals.map((totalCents, i) => ({ id: `l${i}`, totalCents })), taxCents, taxIncluded };
  });

/** Every payment's fee, against 5% of the whole bill: within one cent per payment. */
function expectFeesAddUp(bill: SplitBill, shares: readonly { billCents: number; subtotalCents: number }[]) {
  const fees = sum(shares.map(shareFeeCents));
  expect(Math.abs(fees - platformFeeCents(billCentsOf(bill)))).toBeLessThanOrEqual(shares.length);
}

function expectSound(bill: SplitBill, shares: readonly { billCents: number; subtotalCents: number }[]) {
  expect(sum(shares.map((s) => s.billCents))).toBe(billCentsOf(bill));
  expect(sum(shares.map((s) => s.subtotalCents))).toBe(subtotalOf(bill));
  for (const share of shares) {
    expect(share.billCents).toBeGreaterThanOrEqual(0);
    expect(share.subtotalCents).toBeGreaterThanOrEqual(0);
    // The tax part of a share is never negative either.
    expect(share.billCents).toBeGreaterThanOrEqual(share.subtotalCents);
  }
  expectFeesAddUp(bill, shares);
}

describe('apportion (largest remainder)', () => {
  it('adds up exactly, none negative, each within a cent of its exact part', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.array(fc.integer({ min: 0, max: 1_000 }), { minLength: 1, maxLength: 30 }), (total, weights) => {
        fc.pre(sum(weights) > 0);
        const parts = apportion(total, weights);
        expect(sum(parts)).toBe(total);
        parts.forEach((part, i) => {
          expect(part).toBeGreaterThanOrEqual(0);
          expect(Math.abs(part - (total * weights[i]!) / sum(weights))).toBeLessThan(1);
        });
      }),
    );
  });

  it('gives odd cents to the first shares: $10.01 two ways is $5.01 and $5.00; $10.00 three ways is 3.34, 3.33, 3.33', () => {
    expect(apportion(1001, [1, 1])).toEqual([501, 500]);
    expect(apportion(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(apportion(0, [0, 0])).toEqual([0, 0]);
    expect(() => apportion(5, [0, 0])).toThrow(RangeError);
    expect(() => apportion(-1, [1])).toThrow(RangeError);
  });
});

describe('split evenly', () => {
  it('any bill, 1-20 ways: shares add up, none negative, differ by a cent at most; fees add up', () => {
    fc.assert(
      fc.property(billArb, fc.integer({ min: 1, max: 20 }), (bill, ways) => {
        const shares = splitEvenly(bill, ways);
        expect(shares).toHaveLength(ways);
        expectSound(bill, shares);
        const bills = shares.map((s) => s.billCents);
        expect(Math.max(...bills) - Math.min(...bills)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('two ways of $24.00 + 8% tax: $12.96 each, $12.00 of items each', () => {
    const bill: SplitBill = { lines: [{ id: 'a', totalCents: 1950 }, { id: 'b', totalCents: 450 }], taxCents: 192, taxIncluded: false };
    expect(splitEvenly(bill, 2)).toEqual([
      { billCents: 1296, subtotalCents: 1200 },
      { billCents: 1296, subtotalCents: 1200 },
    ]);
  });
});

describe('split by custom amounts', () => {
  it('takes amounts that add up to the bill, and refuses any that do not or are negative', () => {
    fc.assert(
      fc.property(billArb, fc.array(fc.integer({ min: 0, max: 1_000 }), { minLength: 1, maxLength: 8 }), (bill, weights) => {
        fc.pre(sum(weights) > 0);
        const amounts = apportion(billCentsOf(bill), weights);
        const shares = splitByAmounts(bill, amounts)!;
        expect(shares.map((s) => s.billCents)).toEqual(amounts);
        expectSound(bill, shares);
        expect(splitByAmounts(bill, [...amounts.slice(0, -1), amounts.at(-1)! + 1])).toBeNull();
        if (amounts.length > 1) expect(splitByAmounts(bill, [-1, ...amounts.slice(1).map((a, i) => (i === 0 ? a + amounts[0]! + 1 : a))])).toBeNull();
      }),
    );
  });
});

describe('split by items', () => {
  /** A bill, 1-6 payers, and for each line 1 to all of them claiming it. */
  const claimedArb = billArb.chain((bill) =>
    fc.integer({ min: 1, max: 6 }).chain((payers) =>
      fc
        .array(fc.uniqueArray(fc.integer({ min: 0, max: payers - 1 }), { minLength: 1, maxLength: payers }), { minLength: bill.lines.length, maxLength: bill.lines.length })
        .map((claims) => ({ bill, payers, claims: new Map(bill.lines.map((line, i) => [line.id, claims[i]!])) })),
    ),
  );

  it('every line claimed (some by several): shares add up to the bill, none negative; fees add up', () => {
    fc.assert(
      fc.property(claimedArb, ({ bill, payers, claims }) => {
        const { shares, unclaimed } = splitByItems(bill, payers, claims);
        expect(unclaimed).toEqual([]);
        expect(shares).toHaveLength(payers);
        expectSound(bill, shares);
      }),
    );
  });

  it('a line shared by three is paid a third each (the odd cent by the first); the tax goes with the items', () => {
    // Pizza $19.50 shared by Ana, Ben and Cy; Ana's lemonade $4.50; 8% tax added ($1.92).
    const bill: SplitBill = { lines: [{ id: 'pizza', totalCents: 1950 }, { id: 'lemonade', totalCents: 450 }], taxCents: 192, taxIncluded: false };
    const { shares, unclaimed } = splitByItems(
      bill,
      3,
      new Map([
        ['pizza', [0, 1, 2]],
        ['lemonade', [0]],
      ]),
    );
    expect(unclaimed).toEqual([]);
    expect(shares.map((s) => s.subtotalCents)).toEqual([650 + 450, 650, 650]);
    // 192 cents of tax in proportion to 1100 : 650 : 650 -> 88, 52, 52.
    expect(shares.map((s) => s.billCents)).toEqual([1100 + 88, 650 + 52, 650 + 52]);
    expect(sum(shares.map((s) => s.billCents))).toBe(2592);
  });

  it('lines nobody claimed yet are named and left out of every share', () => {
    const bill: SplitBill = { lines: [{ id: 'a', totalCents: 1000 }, { id: 'b', totalCents: 1000 }], taxCents: 200, taxIncluded: false };
    const { shares, unclaimed } = splitByItems(bill, 2, new Map([['a', [1]]]));
    expect(unclaimed).toEqual(['b']);
    expect(shares).toEqual([
      { billCents: 0, subtotalCents: 0 },
      { billCents: 1100, subtotalCents: 1000 },
    ]);
  });
});

describe('claimedPart (one guest\'s part of a line, as phones show, the server charges and receipts print)', () => {
  it('divides a line shared by three, items and tax each, the odd cents to the first to claim', () => {
    const line = { itemsCents: 1000, taxCents: 100, claimedBy: ['ana', 'ben', 'cy'] };
    expect(['ana', 'ben', 'cy'].map((guest) => claimedPart(line, guest))).toEqual([
      { itemsCents: 334, billCents: 334 + 34 },
      { itemsCents: 333, billCents: 333 + 33 },
      { itemsCents: 333, billCents: 333 + 33 },
    ]);
    expect(claimedPart(line, 'dee')).toEqual({ itemsCents: 0, billCents: 0 });
  });

  it('for any line and claimants, the parts add up to the line exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 1, max: 8 }), (items, tax, n) => {
        const claimedBy = Array.from({ length: n }, (_, i) => `g${i}`);
        const parts = claimedBy.map((guest) => claimedPart({ itemsCents: items, taxCents: tax, claimedBy }, guest));
        expect(sum(parts.map((p) => p.itemsCents))).toBe(items);
        expect(sum(parts.map((p) => p.billCents))).toBe(items + tax);
      }),
    );
  });
});
