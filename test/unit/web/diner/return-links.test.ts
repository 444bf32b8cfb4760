import { describe, expect, it } from 'vitest';
import { dinerPaths } from '../../../../web/src/features/diner/navigation/diner-paths';
import { returnQuery } from '../../../../web/src/features/diner/order/return-query';

/** The links of the pages checkout returns to, as the diner follows them (issue 8). */
describe('the way back from checkout keeps the table and the language', () => {
  const cancelQuery = new URLSearchParams('oid=o-1&restaurant_id=r-1&table=Patio%204&lang=es');

  it('the canceled page goes back to the cart and the menu at the same table, in the same language', () => {
    expect(dinerPaths.cart('r-1', returnQuery(cancelQuery))).toBe('/cart/r-1?table=Patio+4&lang=es');
    expect(dinerPaths.menu('r-1', returnQuery(cancelQuery))).toBe('/menu/r-1?table=Patio+4&lang=es');
  });

  it("the confirmation's Back to Menu uses the order's table and the address's language", () => {
    const successQuery = new URLSearchParams('oid=o-1&session_id=cs_1&table=5&lang=ar');
    expect(dinerPaths.menu('r-1', returnQuery(successQuery, '5'))).toBe('/menu/r-1?table=5&lang=ar');
    expect(dinerPaths.menu('r-1', returnQuery(new URLSearchParams('oid=o-1&lang=fr'), 'Bar 2'))).toBe('/menu/r-1?table=Bar+2&lang=fr');
  });

  it('adds nothing that is not known', () => {
    expect(dinerPaths.menu('r-1', returnQuery(new URLSearchParams('oid=o-1&restaurant_id=r-1')))).toBe('/menu/r-1');
    expect(dinerPaths.menu('r-1', returnQuery(new URLSearchParams('oid=o-1'), null))).toBe('/menu/r-1');
  });
});
