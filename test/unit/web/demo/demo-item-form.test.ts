import { describe, expect, it } from 'vitest';
import { dollarsToCents, EMPTY_ITEM_FORM, formFromItem, itemFromForm, validateDemoItem, type DemoItemFormValues } from '../../../../web/src/features/demo/model/demo-item-form';

const valid: DemoItemFormValues = { name: 'Focaccia', description: ' Rosemary ', price: '6.5', category: 'Starters', stock: '12', available: true };

describe('the demo item form (SPEC.md 5, demo form)', () => {
  it('an empty form gets every required message', () => {
    expect(validateDemoItem(EMPTY_ITEM_FORM)).toEqual({
      name: 'Name is required',
      price: 'Price is required',
      category: 'Category is required',
      stock: 'Stock is required',
    });
  });

  it('blank-only text counts as empty', () => {
    expect(validateDemoItem({ ...valid, name: '   ', price: '  ', category: ' ', stock: ' ' })).toEqual({
      name: 'Name is required',
      price: 'Price is required',
      category: 'Category is required',
      stock: 'Stock is required',
    });
  });

  it.each(['12', '12.5', '12.50', '0.99', ' 7 '])('accepts the price %j (digits with up to two decimals)', (price) => {
    expect(validateDemoItem({ ...valid, price })).toEqual({});
  });

  it.each(['12.505', '-3', 'abc', '1,50', '.5', '5.', '$5', '1e3'])('refuses the price %j', (price) => {
    expect(validateDemoItem({ ...valid, price })).toEqual({ price: 'Please enter a valid price' });
  });

  it('refuses negative stock with its own message, and fractions of a unit', () => {
    expect(validateDemoItem({ ...valid, stock: '-1' })).toEqual({ stock: 'Stock cannot be negative' });
    expect(validateDemoItem({ ...valid, stock: '2.5' })).toEqual({ stock: 'Stock must be a whole number' });
    expect(validateDemoItem({ ...valid, stock: '0' })).toEqual({});
  });

  it('turns dollars into cents without floating-point drift', () => {
    expect(dollarsToCents('19.9')).toBe(1990);
    expect(dollarsToCents('0.29')).toBe(29);
    expect(dollarsToCents('1.005'.slice(0, 4))).toBe(100);
    expect(dollarsToCents('12')).toBe(1200);
  });

  it('makes a trimmed item in cents, and back into the form', () => {
    const item = itemFromForm('x1', valid);
    expect(item).toEqual({ id: 'x1', name: 'Focaccia', description: 'Rosemary', priceCents: 650, category: 'Starters', available: true, stock: 12 });
    expect(formFromItem(item)).toEqual({ ...valid, description: 'Rosemary', price: '6.50' });
  });
});
