import { describe, expect, it } from 'vitest';
import type { PublicMenu, PublicMenuItem } from '../../../../shared/api';
import type { PrerenderedData } from '../../../../web/src/features/diner/boot/prerendered-page';
import { FIRST_SCREEN_ITEMS, firstScreenData, WHOLE_MENU_MAX_ITEMS } from '../../../../web/src/features/diner/prerender/first-screen';
import { espresso, lemonade, lunchDeal, menu, pizza, tiramisu } from './menu-fixture';

/**
 * A big menu's prerendered page carries its first screen (issue 31 goal 5): every category, its first dishes, what
 * their choosers need, and the whole menu's filters; a small menu is inlined whole, as before.
 */
const filler = (categoryId: string, n: number): PublicMenuItem => ({ ...lemonade, id: `${categoryId}-${n}`, name: `${categoryId} ${n}`, categoryId });

const big: PublicMenu = {
  ...menu,
  categories: [
    { id: 'drinks', name: 'Drinks', position: 2 },
    { id: 'starters', name: 'Starters', position: 0 },
    { id: 'mains', name: 'Mains', position: 1 },
  ],
  items: [
    // Starters: the lunch deal, whose choices are a pizza (Mains) and drinks, and 29 more.
    { ...lunchDeal, categoryId: 'starters' },
    ...Array.from({ length: 29 }, (_, n) => filler('starters', n)),
    pizza,
    ...Array.from({ length: 40 }, (_, n) => filler('mains', n)),
    lemonade,
    espresso,
    tiramisu,
    ...Array.from({ length: 40 }, (_, n) => filler('drinks', n)),
  ],
};
const data = (m: PublicMenu): PrerenderedData => ({ page: 'menu', restaurantId: 'r1', menu: m });

describe('firstScreenData', () => {
  it('keeps a menu of up to WHOLE_MENU_MAX_ITEMS items whole', () => {
    const small = data({ ...big, items: big.items.slice(0, WHOLE_MENU_MAX_ITEMS) });
    expect(firstScreenData(small)).toBe(small);
    expect(firstScreenData(data(menu))).toEqual(data(menu));
  });

  it("cuts a big one to its first dishes and what their combo offers, with every category and the whole menu's filters", () => {
    const cut = firstScreenData(data(big));
    if (cut.page !== 'menu') throw new Error('not a menu page');
    expect(cut.menu.categories).toEqual(big.categories);
    expect(cut.menu.items.map((item) => item.id)).toEqual([
      'deal',
      ...Array.from({ length: FIRST_SCREEN_ITEMS - 1 }, (_, n) => `starters-${n}`),
      'pizza',
      'lemonade',
      'espresso',
      'tiramisu',
    ]);
    // The pizza's groups, for the combo's chooser.
    expect(cut.menu.modifierGroups.map((group) => group.id)).toEqual(['size', 'toppings']);
    // No category is all there (Starters is cut; the pizza and the drinks are here for the combo only).
    expect(cut.firstScreen).toEqual({ categoryIds: [], items: big.items.length, allergens: ['gluten', 'milk'], diets: ['vegetarian'] });
  });

  it('lists the categories it holds whole', () => {
    const smallFirst: PublicMenu = { ...big, items: big.items.filter((item) => item.categoryId !== 'starters' || item.id === 'starters-0') };
    const cut = firstScreenData(data(smallFirst));
    if (cut.page !== 'menu') throw new Error('not a menu page');
    expect(cut.firstScreen?.categoryIds).toEqual(['starters']);
    expect(cut.menu.items.map((item) => item.id)).toEqual(['starters-0', 'pizza', ...Array.from({ length: FIRST_SCREEN_ITEMS - 2 }, (_, n) => `mains-${n}`)]);
  });
});
