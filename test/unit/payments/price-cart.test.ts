import { describe, expect, it } from 'vitest';
import type { CartLineChoice } from '../../../shared/api';
import type { RestaurantMenu } from '../../../functions/lib/domain/menu';
import { indexMenu } from '../../../functions/lib/domain/checkout/menu-index';
import { priceCart } from '../../../functions/lib/domain/checkout/price-cart';

const r = 'rest-1';
const item = (id: string, name: string, priceCents: number, extra: Partial<RestaurantMenu['items'][number]> = {}) => ({
  id, restaurantId: r, categoryId: 'cat', name, description: null, priceCents, currency: 'USD', position: 0,
  isActive: true, visible: true, soldOut: false, imageUrl: null, imageAlt: null, imageWidth: null, imageHeight: null, imageVariants: null, stockCount: null, hours: null, createdAt: '2026-01-01T00:00:00Z', ...extra,
});
const group = (id: string, name: string, extra: Partial<RestaurantMenu['modifierGroups'][number]>) => ({
  id, restaurantId: r, name, selectionType: 'single' as const, required: false, minSelect: 0, maxSelect: 1, position: 0, ...extra,
});
const option = (id: string, groupId: string, name: string, priceDeltaCents: number, extra = {}) => ({
  id, restaurantId: r, groupId, name, priceDeltaCents, position: 0, isDefault: false, visible: true, ...extra,
});
const ingredient = (id: string, itemId: string, name: string, position: number, extra: Partial<RestaurantMenu['ingredients'][number]> = {}) => ({
  id, restaurantId: r, itemId, name, isDefaultIncluded: true, isRemovable: true, position, allergens: [], dietary: [], ...extra,
});

/** Burger $10 with Toppings (multi, required, min 2, max 3) and Sauce (single, optional, position first). */
const menu: RestaurantMenu = {
  categories: [],
  items: [item('burger', 'Burger', 1000), item('fries', 'Fries', 400), item('shake', 'Shake', 550), item('meal', 'Burger Meal', 1500)],
  ingredients: [
    ingredient('pickles', 'burger', 'Pickles', 0),
    ingredient('onions', 'burger', 'Onions', 1),
    ingredient('beef', 'burger', 'Beef', 2, { isRemovable: false }),
    ingredient('bacon-bits', 'burger', 'Bacon bits', 3, { isDefaultIncluded: false }),
    ingredient('ice', 'shake', 'Ice', 0),
  ],
  modifierGroups: [
    group('toppings', 'Toppings', { selectionType: 'multi', required: true, minSelect: 2, maxSelect: 3, position: 1 }),
    group('sauce', 'Sauce', { position: 0 }),
  ],
  modifierOptions: [
    option('cheese', 'toppings', 'Cheese', 100),
    option('bacon', 'toppings', 'Bacon', 250),
    option('onion', 'toppings', 'Onion', 0),
    option('no-bun', 'toppings', 'No bun', -150),
    option('bbq', 'sauce', 'BBQ', 50),
  ],
  itemModifierGroups: [
    { restaurantId: r, itemId: 'burger', groupId: 'toppings', position: 1 },
    { restaurantId: r, itemId: 'burger', groupId: 'sauce', position: 0 },
    { restaurantId: r, itemId: 'meal', groupId: 'sauce', position: 0 },
  ],
  combos: [{ id: 'combo', restaurantId: r, itemId: 'meal', pricingMode: 'dynamic', comboDiscountCents: 300 }],
  comboComponents: [
    { id: 'side', restaurantId: r, comboId: 'combo', label: 'Side', position: 0, selectionType: 'multi', quantity: 2, required: false, allowChildCustomization: false },
    { id: 'main', restaurantId: r, comboId: 'combo', label: 'Main', position: 1, selectionType: 'multi', quantity: 1, required: false, allowChildCustomization: true },
  ],
  comboChoices: [
    { restaurantId: r, componentId: 'side', choiceItemId: 'fries', position: 0 },
    { restaurantId: r, componentId: 'side', choiceItemId: 'shake', position: 1 },
    { restaurantId: r, componentId: 'main', choiceItemId: 'burger', position: 0 },
    { restaurantId: r, componentId: 'main', choiceItemId: 'shake', position: 1 },
  ],
  categoryTranslations: [],
  itemTranslations: [],
};

const line = (itemId: string, extra: Partial<CartLineChoice> = {}): CartLineChoice => ({ itemId, qty: 1, optionIds: [], comboChoices: [], note: null, removedIngredientIds: [], ...extra });
const price = (lines: CartLineChoice[]) => priceCart(indexMenu(menu), { items: lines, tip: { kind: 'none' } }, { taxRateBps: 800, taxIncluded: false });

describe('priceCart', () => {
  it('adds option deltas (negative ones too) and lists options in the menu order of their groups', () => {
    const { lines, totals } = price([line('burger', { qty: 3, optionIds: ['bacon', 'no-bun', 'bbq'], note: 'No pickles' })]);
    expect(lines[0]).toEqual({
      itemId: 'burger',
      itemName: 'Burger',
      qty: 3,
      unitPriceCents: 1000 + 250 - 150 + 50,
      lineTotalCents: 3 * 1150,
      options: [
        { groupName: 'Sauce', optionName: 'BBQ', priceDeltaCents: 50 },
        { groupName: 'Toppings', optionName: 'Bacon', priceDeltaCents: 250 },
        { groupName: 'Toppings', optionName: 'No bun', priceDeltaCents: -150 },
      ],
      removedIngredients: [],
      note: 'No pickles',
    });
    expect(totals).toMatchObject({ subtotalCents: 3450, taxCents: 276, totalCents: 3726, feeCents: 186 });
  });

  it('enforces a required multi group minimum and its maximum', () => {
    expect(() => price([line('burger', { optionIds: ['cheese'] })])).toThrow("Choose at least 2 Toppings for 'Burger'");
    expect(() => price([line('burger', { optionIds: ['cheese', 'bacon', 'onion', 'no-bun'] })])).toThrow("Choose at most 3 Toppings for 'Burger'");
    expect(() => price([line('burger', { optionIds: ['cheese', 'bacon', 'cheese'] })])).toThrow('twice');
  });

  it('leaves out default removable ingredients, named in the item\'s ingredient order, at the same price', () => {
    const { lines } = price([line('fries'), line('burger', { optionIds: ['cheese', 'bacon'], removedIngredientIds: ['onions', 'pickles'] })]);
    expect(lines[0]!.removedIngredients).toEqual([]);
    expect(lines[1]).toMatchObject({ removedIngredients: ['Pickles', 'Onions'], unitPriceCents: 1000 + 100 + 250 });
  });

  it('refuses an ingredient of another item, a fixed or optional one, or one named twice, with code invalid_ingredients', () => {
    for (const removedIngredientIds of [['ice'], ['beef'], ['bacon-bits'], ['onions', 'onions'], ['nope']]) {
      expect(() => price([line('burger', { optionIds: ['cheese', 'bacon'], removedIngredientIds })])).toThrow(
        expect.objectContaining({ status: 400, code: 'invalid_ingredients', message: expect.stringContaining("'Burger'") }),
      );
    }
  });

  it('refuses an option of a group the item does not offer, with code invalid_options', () => {
    expect(() => price([line('fries', { optionIds: ['bbq'] })])).toThrow(expect.objectContaining({ status: 400, code: 'invalid_options' }));
  });

  it('prices a dynamic combo from its choices x quantity less the discount, plus its own options', () => {
    const { lines } = price([line('meal', { optionIds: ['bbq'], comboChoices: [{ componentId: 'side', itemIds: ['fries', 'shake'], removedIngredientIds: [] }] })]);
    // (400 + 550) x 2 - 300 + 50
    expect(lines[0]!.unitPriceCents).toBe(1650);
    expect(lines[0]!.options.map((o) => `${o.groupName}: ${o.optionName}`)).toEqual(['Side: 2 x Fries', 'Side: 2 x Shake', 'Sauce: BBQ']);
  });

  it("lists a combo child's left-out ingredients with it ('Burger (No Pickles, No Onions)'), at the same price", () => {
    const main = (removedIngredientIds: string[]) => line('meal', { comboChoices: [{ componentId: 'main', itemIds: ['burger', 'shake'], removedIngredientIds }] });
    const { lines } = price([main(['onions', 'pickles', 'ice']), main([])]);
    expect(lines[0]!.options.map((o) => `${o.groupName}: ${o.optionName}`)).toEqual(['Main: Burger (No Pickles, No Onions)', 'Main: Shake (No Ice)']);
    expect(lines[0]).toMatchObject({ unitPriceCents: lines[1]!.unitPriceCents, removedIngredients: [] });
    expect(lines[1]!.options.map((o) => o.optionName)).toEqual(['Burger', 'Shake']);
  });

  it("fixes each line's allergens from the menu (issue 30 item 5): default ingredients not left out, the combo's parts too", () => {
    const tagged: RestaurantMenu = {
      ...menu,
      ingredients: [
        ingredient('pickles', 'burger', 'Pickles', 0, { allergens: ['mustard', 'sulphites'] }),
        ingredient('onions', 'burger', 'Onions', 1, { allergens: ['celery'] }),
        ingredient('beef', 'burger', 'Beef', 2, { isRemovable: false }),
        ingredient('bacon-bits', 'burger', 'Bacon bits', 3, { isDefaultIncluded: false, allergens: ['eggs'] }),
        ingredient('ice', 'shake', 'Ice', 0, { allergens: ['milk'] }),
      ],
    };
    const { lines } = priceCart(
      indexMenu(tagged),
      {
        items: [
          line('burger', { optionIds: ['cheese', 'bacon'] }),
          line('burger', { optionIds: ['cheese', 'bacon'], removedIngredientIds: ['pickles'] }),
          line('fries'),
          // The same shake twice: left out of the main's only, so the side's keeps its milk.
          line('meal', {
            comboChoices: [
              { componentId: 'main', itemIds: ['burger', 'shake'], removedIngredientIds: ['onions', 'ice'] },
              { componentId: 'side', itemIds: ['shake'], removedIngredientIds: [] },
            ],
          }),
          line('meal', { comboChoices: [{ componentId: 'main', itemIds: ['burger', 'shake'], removedIngredientIds: ['onions', 'ice', 'pickles'] }] }),
        ],
        tip: { kind: 'none' },
      },
      { taxRateBps: 800, taxIncluded: false },
    );
    // Canonical order (shared/allergens.ts), each once; the optional bacon bits' eggs are not served.
    expect(lines.map((l) => l.allergens)).toEqual([['celery', 'mustard', 'sulphites'], ['celery'], undefined, ['milk', 'mustard', 'sulphites'], undefined]);
    expect(lines[2]).not.toHaveProperty('allergens');
  });

  it("refuses a combo child's left-out ingredient where the component does not allow it, of an item not chosen, fixed, or twice", () => {
    const cases: CartLineChoice['comboChoices'][] = [
      [{ componentId: 'side', itemIds: ['shake'], removedIngredientIds: ['ice'] }],
      [{ componentId: 'main', itemIds: ['shake'], removedIngredientIds: ['onions'] }],
      [{ componentId: 'main', itemIds: ['burger'], removedIngredientIds: ['beef'] }],
      [{ componentId: 'main', itemIds: ['burger'], removedIngredientIds: ['bacon-bits'] }],
      [{ componentId: 'main', itemIds: ['burger'], removedIngredientIds: ['onions', 'onions'] }],
    ];
    for (const comboChoices of cases) {
      expect(() => price([line('meal', { comboChoices })])).toThrow(
        expect.objectContaining({ status: 400, code: 'invalid_ingredients', message: expect.stringContaining("'Burger Meal'") }),
      );
    }
  });

  it('lets an optional combo component stay empty, and a dynamic combo never goes below zero', () => {
    expect(price([line('meal')]).lines[0]!.unitPriceCents).toBe(0);
  });

  it('keeps every line in the order the cart sent them, and an empty note as null', () => {
    const { lines } = price([line('fries', { note: '' }), line('shake', { qty: 2 })]);
    expect(lines.map((l) => [l.itemName, l.lineTotalCents, l.note])).toEqual([
      ['Fries', 400, null],
      ['Shake', 1100, null],
    ]);
  });
});
