import { describe, expect, it } from 'vitest';
import { selectedTab } from '../../../../web/src/features/dashboard/components/dashboard-tabs';
import { stockLevel } from '../../../../web/src/features/dashboard/menu/stock-level';
import { createThrottle } from '../../../../web/src/features/dashboard/service-requests/alert-throttle';
import { newRequestNotice } from '../../../../web/src/features/dashboard/service-requests/new-request-notice';
import { formatRelative as relativeAge } from '../../../../web/src/lib/format';

describe('dashboard tabs', () => {
  it('opens Orders by default, Menu from /dashboard/menu, and the tab named in the address', () => {
    expect(selectedTab('/dashboard/staff', null)).toBe('orders');
    expect(selectedTab('/dashboard/orders', null)).toBe('orders');
    expect(selectedTab('/dashboard/menu', null)).toBe('menu');
    expect(selectedTab('/dashboard/staff', 'kitchen')).toBe('kitchen');
    expect(selectedTab('/dashboard/menu', 'nonsense')).toBe('menu');
  });
});

describe('service requests', () => {
  it("names the table, or 'a customer', and says 'Needs assistance' without a message", () => {
    expect(newRequestNotice({ tableNumber: '7', message: 'More water' })).toEqual({
      title: 'New service request from Table 7',
      description: 'More water',
    });
    expect(newRequestNotice({ tableNumber: null, message: null })).toEqual({
      title: 'New service request from a customer',
      description: 'Needs assistance',
    });
  });

  it('shows relative ages', () => {
    const now = Date.parse('2026-11-22T12:00:00.000Z');
    const ago = (s: number) => new Date(now - s * 1000).toISOString();
    expect(relativeAge(ago(5), now)).toBe('just now');
    expect(relativeAge(ago(60), now)).toBe('1 minute ago');
    expect(relativeAge(ago(45 * 60), now)).toBe('45 minutes ago');
    expect(relativeAge(ago(2 * 3600 + 5), now)).toBe('2 hours ago');
    expect(relativeAge(ago(86_400), now)).toBe('1 day ago');
  });

  it('lets the sound play at most once per 60 s', () => {
    const allowed = createThrottle();
    expect(allowed(1_000)).toBe(true);
    expect(allowed(30_000)).toBe(false);
    expect(allowed(60_999)).toBe(false);
    expect(allowed(61_000)).toBe(true);
  });
});

describe('stock levels', () => {
  it('is low under 5, sold out at 0, and silent when not tracked', () => {
    expect([null, 0, 1, 4, 5, 40].map((stockCount) => stockLevel({ stockCount, soldOut: stockCount === 0 }))).toEqual(['untracked', 'sold-out', 'low', 'low', 'ok', 'ok']);
  });
});
