import { describe, expect, it } from 'vitest';
import { matchDinerRoute, restaurantIdOf } from '../../../../web/src/features/diner/boot/diner-routes';

describe('diner routes', () => {
  it('match the diner pages of SPEC.md 2 with their parameters', () => {
    expect(matchDinerRoute('/start')).toEqual({ page: 'start', slug: null });
    expect(matchDinerRoute('/start/demo-bistro')).toEqual({ page: 'start', slug: 'demo-bistro' });
    expect(matchDinerRoute('/language/r1')).toEqual({ page: 'language', restaurantId: 'r1' });
    expect(matchDinerRoute('/menu/r1/')).toEqual({ page: 'menu', restaurantId: 'r1' });
    expect(matchDinerRoute('/cart/r%201')).toEqual({ page: 'cart', restaurantId: 'r 1' });
    // A table's bill (issue 29): the menu page, whose table code shows the bill at /bill/.
    expect(matchDinerRoute('/bill/r1')).toEqual({ page: 'menu', restaurantId: 'r1' });
    expect(matchDinerRoute('/order/success')).toEqual({ page: 'orderSuccess' });
    expect(matchDinerRoute('/order/receipt')).toEqual({ page: 'orderReceipt' });
    expect(matchDinerRoute('/order/cancel')).toEqual({ page: 'orderCancel' });
    // The landing page's View Demo is the demo restaurant's menu (shared/demo.ts).
    expect(matchDinerRoute('/menu/demo')).toEqual({ page: 'menu', restaurantId: 'demo' });
  });

  it('leave other areas and malformed paths to the main app', () => {
    for (const path of ['/', '/auth', '/owner/dashboard', '/menu', '/menu/r1/extra', '/order', '/order/x', '/cart/%E0%A4%A', '/language', '/bill', '/bill/r1/x']) {
      expect(matchDinerRoute(path), path).toBeNull();
    }
  });

  it('find the restaurant in the path or the query', () => {
    expect(restaurantIdOf({ page: 'menu', restaurantId: 'r1' }, new URLSearchParams('rid=r2'))).toBe('r1');
    expect(restaurantIdOf({ page: 'start', slug: null }, new URLSearchParams('rid=r2'))).toBe('r2');
    expect(restaurantIdOf({ page: 'orderCancel' }, new URLSearchParams('restaurant_id=r3'))).toBe('r3');
    expect(restaurantIdOf({ page: 'orderSuccess' }, new URLSearchParams('oid=o1'))).toBeNull();
  });
});
