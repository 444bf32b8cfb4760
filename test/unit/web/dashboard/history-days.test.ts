import { describe, expect, it } from 'vitest';
import type { Order } from '../../../../shared/api';
import { dayLabel, groupByDay, localDate, placedAt } from '../../../../web/src/features/dashboard/orders/history-days';

function served(id: string, createdAt: string): Order {
  return {
    id,
    orderCode: id.toUpperCase(),
    restaurantId: 'r1',
    status: 'served',
    tableLabel: '4',
    note: null,
    subtotalCents: 1000,
    taxCents: 80,
    tipCents: 0,
    totalCents: 1080,
    feeCents: 54,
    currency: 'USD',
    paymentState: 'paid',
    refundedCents: 0,
    createdAt,
    paidAt: createdAt,
    prepStartedAt: createdAt,
    readyAt: createdAt,
    servedAt: createdAt,
    lines: [],
  };
}

describe("earlier orders by the restaurant's day", () => {
  it("dates an order on the restaurant's calendar, not UTC's", () => {
    // 03:30 UTC on the 22nd is still the evening of the 21st in New York, already the 22nd in Tokyo.
    expect(localDate('2026-11-22T03:30:00.000Z', 'America/New_York')).toBe('2026-11-21');
    expect(localDate('2026-11-22T03:30:00.000Z', 'Asia/Tokyo')).toBe('2026-11-22');
    expect(placedAt('2026-11-22T03:30:00.000Z', 'America/New_York', 'en-GB')).toBe('22:30');
  });

  it("heads the day before today 'Yesterday', others with their date (and the year when it is another)", () => {
    expect(dayLabel('2026-11-21', '2026-11-22', 'en-GB')).toBe('Yesterday');
    expect(dayLabel('2026-02-28', '2026-03-01', 'en-GB')).toBe('Yesterday');
    expect(dayLabel('2026-11-17', '2026-11-22', 'en-GB')).toMatch(/^Tue,? 17 Nov$/);
    expect(dayLabel('2025-12-31', '2026-01-02', 'en-GB')).toMatch(/^Wed,? 31 Dec 2025$/);
  });

  it('groups newest-first orders into runs of one day, keeping their order', () => {
    const orders = [
      served('a', '2026-11-22T03:30:00.000Z'), // 21st, 22:30 in New York
      served('b', '2026-11-21T15:00:00.000Z'), // 21st
      served('c', '2026-11-20T23:00:00.000Z'), // 20th, 18:00
      served('d', '2026-11-02T12:00:00.000Z'),
    ];
    const days = groupByDay(orders, 'America/New_York', '2026-11-22', 'en-GB');
    expect(days.map((d) => [d.date, d.label, d.orders.map((o) => o.id)])).toEqual([
      ['2026-11-21', 'Yesterday', ['a', 'b']],
      ['2026-11-20', expect.stringMatching(/^Fri,? 20 Nov$/), ['c']],
      ['2026-11-02', expect.stringMatching(/^Mon,? 2 Nov$/), ['d']],
    ]);
    expect(groupByDay([], 'America/New_York', '2026-11-22')).toEqual([]);
  });
});
