import { describe, expect, it } from 'vitest';
import { publicMenuSchema } from '../../../shared/api';
import { toPublicMenu } from '../../../functions/lib/domain/public-menu/public-menu';
import { resolveLanguage } from '../../../functions/lib/domain/public-menu/translation';
import type { MenuItemIngredient } from '../../../functions/lib/domain/menu';
import {
  category,
  categoryTranslation,
  choice,
  combo,
  component,
  group,
  item,
  itemTranslation,
  link,
  menu,
  option,
  storefront,
} from './builders';

describe('resolveLanguage', () => {
  const restaurant = { defaultLanguage: 'en' as const, enabledLanguages: ['en' as const, 'es' as const] };
  it('takes the requested language when the restaurant has it enabled', () => {
    expect(resolveLanguage(restaurant, 'es')).toBe('es');
  });
  it('falls back to the default for a language that is not enabled, or none', () => {
    expect(resolveLanguage(restaurant, 'de')).toBe('en');
    expect(resolveLanguage(restaurant, undefined)).toBe('en');
  });
});

describe('toPublicMenu: translation', () => {
  const source = menu({
    categories: [category('mains', 'Mains', 0), category('drinks', 'Drinks', 1)],
    items: [
      item('salad', 'mains', 0, { name: 'Caesar Salad', description: 'Romaine, parmesan' }),
      item('soup', 'mains', 1, { name: 'Tomato Soup', description: 'With basil' }),
      item('cola', 'drinks', 0, { name: 'Cola', description: null }),
      item('tea', 'drinks', 1, { name: 'Iced Tea', description: 'Lemon' }),
    ],
    categoryTranslations: [categoryTranslation('mains', 'es', 'Principales'), categoryTranslation('drinks', 'es', '  ')],
    itemTranslations: [
      itemTranslation('salad', 'es', 'Ensalada César', 'Lechuga romana, parmesano'),
      // Name translated, description not: the default description shows.
      itemTranslation('soup', 'es', 'Sopa de tomate', null),
      itemTranslation('tea', 'nl', 'IJsthee', 'Citroen'),
    ],
  });

  it('shows each translated field in the chosen language and the default language for every missing one', () => {
    const result = toPublicMenu(storefront(), source, 'es');
    expect(result.lang).toBe('es');
    expect(result.categories.map((c) => c.name)).toEqual(['Principales', 'Drinks']);
    expect(result.items.map((i) => [i.name, i.description])).toEqual([
      ['Ensalada César', 'Lechuga romana, parmesano'],
      ['Sopa de tomate', 'With basil'],
      ['Cola', null],
      ['Iced Tea', 'Lemon'],
    ]);
  });

  it('serves the default language when the requested one is not enabled, even if translations exist for it', () => {
    const result = toPublicMenu(storefront({ enabledLanguages: ['en', 'es'] }), source, 'nl');
    expect(result.lang).toBe('en');
    expect(result.items.find((i) => i.id === 'tea')).toMatchObject({ name: 'Iced Tea', description: 'Lemon' });
    expect(result.categories[0]!.name).toBe('Mains');
  });

  it('uses the stored names for the default language', () => {
    const result = toPublicMenu(storefront({ defaultLanguage: 'es', enabledLanguages: ['es', 'en'] }), source, 'es');
    expect(result.lang).toBe('es');
    expect(result.items[0]!.name).toBe('Caesar Salad');
  });

  it('returns a response the shared schema accepts, with the restaurant and its branding', () => {
    const result = toPublicMenu(storefront(), source, 'es');
    expect(publicMenuSchema.parse(result)).toEqual(result);
    expect(result.restaurant).toMatchObject({ id: 'r1', name: 'Trattoria', chargesEnabled: true, branding: { primaryColor: '#0B3D2E' } });
    expect(result.restaurant).not.toHaveProperty('ownerId');
  });
});

describe('toPublicMenu: what diners see', () => {
  it('lists only visible, active items of existing categories, sold-out ones flagged', () => {
    const result = toPublicMenu(
      storefront(),
      menu({
        categories: [category('mains', 'Mains', 0)],
        items: [
          item('plain', 'mains', 0),
          item('draft', 'mains', 1, { visible: false }),
          item('off', 'mains', 2, { isActive: false }),
          item('gone', 'mains', 3, { soldOut: true }),
          item('orphan', 'deleted-category', 4),
        ],
      }),
    );
    expect(result.items.map((i) => [i.id, i.soldOut])).toEqual([
      ['plain', false],
      ['gone', true],
    ]);
  });

  it('keeps empty categories and gives an empty menu for a restaurant without items', () => {
    expect(toPublicMenu(storefront(), menu({ categories: [category('c', 'Soon', 0)] }))).toMatchObject({
      categories: [{ id: 'c', name: 'Soon', position: 0 }],
      items: [],
      modifierGroups: [],
    });
    expect(toPublicMenu(storefront(), menu())).toMatchObject({ categories: [], items: [], modifierGroups: [] });
  });

  it('orders categories, items, groups, an item’s groups and options by position', () => {
    const result = toPublicMenu(
      storefront(),
      menu({
        categories: [category('b', 'B', 2), category('a', 'A', 1)],
        items: [item('i3', 'a', 3), item('i1', 'b', 1), item('i2', 'a', 2)],
        modifierGroups: [group('g2', 2), group('g1', 1)],
        modifierOptions: [option('o2', 'g1', 2), option('o1', 'g1', 1)],
        itemModifierGroups: [link('i1', 'g1', 5), link('i1', 'g2', 0)],
      }),
    );
    expect(result.categories.map((c) => c.id)).toEqual(['a', 'b']);
    // Category by category (A before B), then by the item's own position.
    expect(result.items.map((i) => i.id)).toEqual(['i2', 'i3', 'i1']);
    expect(result.modifierGroups.map((g) => g.id)).toEqual(['g1', 'g2']);
    expect(result.items.find((i) => i.id === 'i1')!.modifierGroupIds).toEqual(['g2', 'g1']);
    expect(result.modifierGroups[0]!.options.map((o) => o.id)).toEqual(['o1', 'o2']);
  });

  it('gives the served items’ modifier groups with their visible options only', () => {
    const result = toPublicMenu(
      storefront(),
      menu({
        categories: [category('c', 'C', 0)],
        items: [item('pizza', 'c', 0), item('draft', 'c', 1, { visible: false })],
        modifierGroups: [
          group('size', 0, { name: 'Size', required: true, minSelect: 1, maxSelect: 1 }),
          group('secret', 1),
          group('unused', 2),
        ],
        modifierOptions: [
          option('large', 'size', 1, { name: 'Large', priceDeltaCents: 400 }),
          option('regular', 'size', 0, { name: 'Regular', isDefault: true }),
          option('huge', 'size', 2, { visible: false }),
          option('s1', 'secret', 0),
        ],
        itemModifierGroups: [link('pizza', 'size', 0), link('draft', 'secret', 0), link('pizza', 'missing-group', 1)],
      }),
    );
    expect(result.modifierGroups).toEqual([
      {
        id: 'size',
        name: 'Size',
        selectionType: 'single',
        required: true,
        minSelect: 1,
        maxSelect: 1,
        options: [
          { id: 'regular', name: 'Regular', priceDeltaCents: 0, isDefault: true },
          { id: 'large', name: 'Large', priceDeltaCents: 400, isDefault: false },
        ],
      },
    ]);
    expect(result.items[0]!.modifierGroupIds).toEqual(['size']);
    expect(result.items[0]!.combo).toBeNull();
  });

  it('gives combos their components in order with the orderable choice items, named in the chosen language', () => {
    const result = toPublicMenu(
      storefront(),
      menu({
        categories: [category('c', 'C', 0)],
        items: [
          item('meal', 'c', 0, { name: 'Lunch Deal', priceCents: 1500 }),
          item('cola', 'c', 1, { name: 'Cola', priceCents: 300 }),
          item('tea', 'c', 2, { name: 'Tea', priceCents: 250 }),
          item('juice', 'c', 3, { soldOut: true }),
          item('wine', 'c', 4, { visible: false }),
        ],
        combos: [combo('k', 'meal', { pricingMode: 'dynamic', comboDiscountCents: 200 })],
        comboComponents: [component('side', 'k', 1, { label: 'Side', required: false }), component('drink', 'k', 0, { label: 'Drink', quantity: 2, allowChildCustomization: true })],
        comboChoices: [choice('drink', 'tea', 1), choice('drink', 'cola', 0), choice('drink', 'juice', 2), choice('drink', 'wine', 3)],
        itemTranslations: [itemTranslation('cola', 'es', 'Refresco de cola')],
      }),
      'es',
    );
    expect(result.items[0]!.combo).toEqual({
      pricingMode: 'dynamic',
      discountCents: 200,
      components: [
        {
          id: 'drink',
          label: 'Drink',
          selectionType: 'single',
          quantity: 2,
          required: true,
          allowChildCustomization: true,
          choices: [
            { itemId: 'cola', name: 'Refresco de cola', priceCents: 300 },
            { itemId: 'tea', name: 'Tea', priceCents: 250 },
          ],
        },
        { id: 'side', label: 'Side', selectionType: 'single', quantity: 1, required: false, allowChildCustomization: false, choices: [] },
      ],
    });
    expect(result.items.slice(1).every((i) => i.combo === null)).toBe(true);
  });
});

describe('toPublicMenu: ingredients', () => {
  const ingredient = (id: string, itemId: string, position: number, overrides: Partial<MenuItemIngredient> = {}): MenuItemIngredient => ({
    id,
    restaurantId: 'r1',
    itemId,
    name: id,
    isDefaultIncluded: true,
    isRemovable: true,
    position,
    allergens: [],
    dietary: [],
    ...overrides,
  });

  it('gives each served item its ingredients in order with their tags, and [] to an item without any', () => {
    const result = toPublicMenu(
      storefront(),
      menu({
        categories: [category('mains', 'Mains', 0)],
        items: [item('burger', 'mains', 0), item('soup', 'mains', 1), item('draft', 'mains', 2, { visible: false })],
        ingredients: [
          ingredient('Bun', 'burger', 0, { allergens: ['gluten'], dietary: ['vegan'] }),
          ingredient('Onions', 'burger', 1, { dietary: ['vegan', 'gluten_free'] }),
          ingredient('Beef', 'burger', 2, { isRemovable: false }),
          ingredient('Pickles', 'burger', 3, { isDefaultIncluded: false }),
          ingredient('Secret', 'draft', 0),
        ],
      }),
    );
    expect(publicMenuSchema.safeParse(result).success).toBe(true);
    expect(result.items.find((i) => i.id === 'burger')!.ingredients).toEqual([
      { id: 'Bun', name: 'Bun', isDefaultIncluded: true, isRemovable: true, allergens: ['gluten'], dietary: ['vegan'] },
      { id: 'Onions', name: 'Onions', isDefaultIncluded: true, isRemovable: true, allergens: [], dietary: ['vegan', 'gluten_free'] },
      { id: 'Beef', name: 'Beef', isDefaultIncluded: true, isRemovable: false, allergens: [], dietary: [] },
      { id: 'Pickles', name: 'Pickles', isDefaultIncluded: false, isRemovable: true, allergens: [], dietary: [] },
    ]);
    expect(result.items.find((i) => i.id === 'soup')!.ingredients).toEqual([]);
    expect(JSON.stringify(result)).not.toContain('Secret');
  });
});
