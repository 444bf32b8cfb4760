import { describe, expect, it } from 'vitest';
import { EMPTY_ITEM_FORM, formFromItem, itemFromForm, validateDemoItem, type DemoItemFormValues } from '../../../../web/src/features/demo/model/demo-item-form';

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

  // The owner's one money rule (web/src/lib/money-input.ts): a decimal comma, a bare point and a '$' are read too.
  it.each(['12', '12.5', '12.50', '0.99', ' 7 ', '1,50', '.5', '5.', '$5'])('accepts the price %j (digits with up to two decimals)', (price) => {
    expect(validateDemoItem({ ...valid, price })).toEqual({});
  });

  it.each(['12.505', '-3', 'abc', '1e3', '1,000', '1.2.3'])('refuses the price %j', (price) => {
    expect(validateDemoItem({ ...valid, price })).toEqual({ price: 'Please enter a valid price' });
  });

  it('refuses negative stock with its own message, and fractions of a unit', () => {
    expect(validateDemoItem({ ...valid, stock: '-1' })).toEqual({ stock: 'Stock cannot be negative' });
    expect(validateDemoItem({ ...valid, stock: '2.5' })).toEqual({ stock: 'Stock must be a whole number' });
    expect(validateDemoItem({ ...valid, stock: '0' })).toEqual({});
  });

  it('turns dollars into cents without floating-point drift', () => {
    const cents = (price: string) => itemFromForm('x', { ...valid, price }).priceCents;
    expect(cents('19.9')).toBe(1990);
    expect(cents('0.29')).toBe(29);
    expect(cents('12')).toBe(1200);
    expect(cents('1,50')).toBe(150);
  });

  it('makes a trimmed item in cents, and back into the form', () => {
    const item = itemFromForm('x1', valid);
    expect(item).toEqual({ id: 'x1', name: 'Focaccia', description: 'Rosemary', priceCents: 650, category: 'Starters', available: true, stock: 12 });
    expect(formFromItem(item)).toEqual({ ...valid, description: 'Rosemary', price: '6.50' });
  });
});
