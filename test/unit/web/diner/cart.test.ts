import { describe, expect, it } from 'vitest';
import { lineKey, MAX_LINE_QTY, type CartLine } from '../../../../web/src/features/diner/cart/cart-line';
import { cartReducer, type NewCartLine } from '../../../../web/src/features/diner/cart/cart-reducer';
import { cartStorageKey, parseStoredCart, serializeCart } from '../../../../web/src/features/diner/cart/cart-storage';
import { indexMenu, priceLine } from '../../../../web/src/features/diner/cart/line-pricing';
import { priceCart } from '../../../../web/src/features/diner/cart/priced-cart';
import { menu } from './menu-fixture';

const largeWithMushrooms: NewCartLine = {
  itemId: 'pizza',
  optionIds: ['large', 'mushrooms'],
  comboChoices: [],
  name: 'Wood-fired Margherita',
  optionNames: ['Large (14")', 'Mushrooms'],
  unitPriceCents: 1950,
};
const lemonade: NewCartLine = { itemId: 'lemonade', optionIds: [], comboChoices: [], name: 'Homemade Lemonade', optionNames: [], unitPriceCents: 450 };

function cartOf(...adds: [NewCartLine, number?][]): CartLine[] {
  return adds.reduce<CartLine[]>((lines, [line, qty]) => cartReducer(lines, { type: 'add', line, qty }), []);
}

describe('cart rules (SPEC.md 4)', () => {
  it('keeps one line per item and choice of options; adding again adds to it', () => {
    const smallPizza = { ...largeWithMushrooms, optionIds: ['regular'], optionNames: ['Regular (10")'], unitPriceCents: 1400 };
    // The same options in another order are the same choice.
    const sameChoice = { ...largeWithMushrooms, optionIds: ['mushrooms', 'large'] };
    const lines = cartOf([largeWithMushrooms], [lemonade, 2], [sameChoice], [smallPizza]);
    expect(lines.map((l) => [l.name, l.optionNames.join('+'), l.qty])).toEqual([
      ['Wood-fired Margherita', 'Large (14")+Mushrooms', 2],
      ['Homemade Lemonade', '', 2],
      ['Wood-fired Margherita', 'Regular (10")', 1],
    ]);
  });

  it('lowers by one and drops the line at 0; a quantity of 0 or less removes it', () => {
    let lines = cartOf([lemonade, 2], [largeWithMushrooms]);
    const lemonadeKey = lineKey(lemonade);
    lines = cartReducer(lines, { type: 'decrement', key: lemonadeKey });
    expect(lines.find((l) => l.key === lemonadeKey)?.qty).toBe(1);
    lines = cartReducer(lines, { type: 'decrement', key: lemonadeKey });
    expect(lines.map((l) => l.itemId)).toEqual(['pizza']);
    lines = cartReducer(lines, { type: 'setQuantity', key: lines[0]!.key, qty: -3 });
    expect(lines).toEqual([]);
  });

  it('removes a line, clears all, and never goes past 99 of a line', () => {
    const lines = cartOf([lemonade, 98], [largeWithMushrooms]);
    const capped = cartReducer(cartReducer(lines, { type: 'increment', key: lineKey(lemonade) }), { type: 'increment', key: lineKey(lemonade) });
    expect(capped[0]!.qty).toBe(MAX_LINE_QTY);
    expect(cartReducer(lines, { type: 'remove', key: lineKey(lemonade) }).map((l) => l.itemId)).toEqual(['pizza']);
    expect(cartReducer(lines, { type: 'clear' })).toEqual([]);
  });

  it('does not change the lines it was given', () => {
    const lines = cartOf([lemonade]);
    const frozen = JSON.stringify(lines);
    cartReducer(lines, { type: 'increment', key: lineKey(lemonade) });
    cartReducer(lines, { type: 'add', line: largeWithMushrooms });
    expect(JSON.stringify(lines)).toBe(frozen);
  });
});

describe('cart storage', () => {
  it('uses a key built from the restaurant id and is removed (null) when the cart is empty', () => {
    expect(cartStorageKey('r1')).toBe('tabletap.cart.r1');
    expect(serializeCart([])).toBeNull();
  });

  it('restores what it saved', () => {
    const noBasil = { ...largeWithMushrooms, removedIngredientIds: ['basil'], removedNames: ['Basil'] };
    const lines = cartOf([largeWithMushrooms, 2], [lemonade], [noBasil]);
    expect(lines.map((l) => l.qty)).toEqual([2, 1, 1]);
    expect(parseStoredCart(serializeCart(lines))).toEqual(lines);
  });

  it('keeps lines that leave out different ingredients apart, and loads carts stored before ingredients could be left out', () => {
    const noBasil = { ...largeWithMushrooms, removedIngredientIds: ['basil'], removedNames: ['Basil'] };
    const noCheese = { ...largeWithMushrooms, removedIngredientIds: ['mozzarella'], removedNames: ['Mozzarella'] };
    const lines = cartOf([largeWithMushrooms], [noBasil], [noCheese], [{ ...noBasil }]);
    expect(lines.map((l) => [l.removedNames ?? [], l.qty])).toEqual([
      [[], 1],
      [['Basil'], 2],
      [['Mozzarella'], 1],
    ]);
    // The key of a line that leaves nothing out is what it always was.
    expect(lineKey(largeWithMushrooms)).toBe('pizza|large,mushrooms|');
    const old = JSON.stringify({ version: 1, lines: [{ ...largeWithMushrooms, key: 'pizza|large,mushrooms|', qty: 3 }] });
    expect(parseStoredCart(old)).toEqual([{ ...largeWithMushrooms, key: 'pizza|large,mushrooms|', qty: 3 }]);
  });

  it('drops damaged lines and values instead of failing, and merges duplicates', () => {
    expect(parseStoredCart('{not json')).toEqual([]);
    expect(parseStoredCart('"a string"')).toEqual([]);
    const stored = JSON.stringify({
      lines: [
        { ...lemonade, qty: 1 },
        { ...lemonade, qty: 1, key: 'forged' },
        { ...lemonade, itemId: 42, qty: 1 },
        { ...largeWithMushrooms, qty: 0 },
        { ...largeWithMushrooms, qty: 1.5 },
        null,
      ],
    });
    const lines = parseStoredCart(stored);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ itemId: 'lemonade', key: lineKey(lemonade), qty: 1 });
  });
});

describe('line pricing from the menu (the rules create-payment charges with)', () => {
  const index = indexMenu(menu);

  it('adds the chosen options to the item price', () => {
    expect(priceLine(index, largeWithMushrooms)).toEqual({
      available: true,
      name: 'Wood-fired Margherita',
      optionNames: ['Large (14")', 'Mushrooms'],
      removedNames: [],
      unitPriceCents: 1400 + 400 + 150,
    });
  });

  it('names the left-out ingredients in the item\'s order, at the same price; a fixed or foreign one makes the line unavailable', () => {
    expect(priceLine(index, { ...largeWithMushrooms, removedIngredientIds: ['basil', 'mozzarella'] })).toMatchObject({
      available: true,
      removedNames: ['Mozzarella', 'Basil'],
      unitPriceCents: 1400 + 400 + 150,
    });
    for (const removedIngredientIds of [['dough'], ['olives'], ['basil', 'basil'], ['gone']]) {
      expect(priceLine(index, { ...largeWithMushrooms, removedIngredientIds }).available).toBe(false);
    }
  });

  it("prices a dynamic combo from its chosen items times each component's quantity, less the discount", () => {
    const priced = priceLine(index, {
      itemId: 'deal',
      optionIds: [],
      comboChoices: [
        { componentId: 'main', itemIds: ['pizza'] },
        { componentId: 'drinks', itemIds: ['espresso'] },
      ],
    });
    expect(priced).toMatchObject({ available: true, unitPriceCents: 1400 + 2 * 300 - 200, optionNames: ['Wood-fired Margherita', '2 × Espresso'] });
  });

  it("names a combo item's left-out ingredients with it ('Wood-fired Margherita (Sin Basil)'), at the same price, as the server checks them", () => {
    const deal = (main: { itemIds: string[]; removedIngredientIds?: string[] }, drinks?: { itemIds: string[]; removedIngredientIds?: string[] }) =>
      priceLine(
        index,
        { itemId: 'deal', optionIds: [], comboChoices: [{ componentId: 'main', ...main }, ...(drinks ? [{ componentId: 'drinks', ...drinks }] : [])] },
        (name) => `Sin ${name}`,
      );
    expect(deal({ itemIds: ['pizza'], removedIngredientIds: ['basil', 'mozzarella'] })).toMatchObject({
      available: true,
      optionNames: ['Wood-fired Margherita (Sin Mozzarella, Sin Basil)'],
      removedNames: [],
      unitPriceCents: 1400 - 200,
    });
    // Not where the component does not allow it, not fixed or not in by default, not twice, not of another item.
    for (const removedIngredientIds of [['dough'], ['olives'], ['basil', 'basil'], ['gone']]) {
      expect(deal({ itemIds: ['pizza'], removedIngredientIds }).available).toBe(false);
    }
    expect(deal({ itemIds: ['pizza'] }, { itemIds: ['espresso'], removedIngredientIds: ['basil'] }).available).toBe(false);
  });

  it('marks unavailable what the server would refuse: sold out, unknown, an option of another item, a sold-out combo choice', () => {
    expect(priceLine(index, { itemId: 'tiramisu', optionIds: [], comboChoices: [] }).available).toBe(false);
    expect(priceLine(index, { itemId: 'gone', optionIds: [], comboChoices: [] }).available).toBe(false);
    expect(priceLine(index, { itemId: 'lemonade', optionIds: ['large'], comboChoices: [] }).available).toBe(false);
    expect(
      priceLine(index, { itemId: 'deal', optionIds: [], comboChoices: [{ componentId: 'drinks', itemIds: ['tiramisu'] }] }).available,
    ).toBe(false);
  });

  it('totals the cart with tax and tip from shared/pricing.ts, leaving unavailable lines out', () => {
    const lines = cartOf([largeWithMushrooms], [lemonade, 2]);
    const soldOut = cartOf([{ ...lemonade, itemId: 'tiramisu', name: 'Tiramisu', unitPriceCents: 750 }]);
    const priced = priceCart(index, [...lines, ...soldOut], { taxRateBps: 800 }, { kind: 'percent', percent: 18 });
    // 19.50 + 2 x 4.50 = 28.50; tax 8% = 2.28; tip 18% = 5.13; total 35.91
    expect(priced.totals).toMatchObject({ subtotalCents: 2850, taxCents: 228, tipCents: 513, totalCents: 3591 });
    expect(priced.allAvailable).toBe(false);
    expect(priced.lines.map((l) => [l.name, l.lineTotalCents, l.available])).toEqual([
      ['Wood-fired Margherita', 1950, true],
      ['Homemade Lemonade', 900, true],
      ['Tiramisu', 750, false],
    ]);
  });
});
