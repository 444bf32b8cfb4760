/**
 * The demo's item form (SPEC.md 5 'Demo form'): what the fields hold as typed, their checks with the spec's
 * messages, and the item they make. Prices are typed in dollars and kept in cents.
 */
import type { DemoMenuItem } from './demo-types';

export interface DemoItemFormValues {
  name: string;
  description: string;
  price: string;
  category: string;
  stock: string;
  available: boolean;
}

export type DemoItemFormErrors = Partial<Record<'name' | 'price' | 'category' | 'stock', string>>;

/** Digits with up to two decimals: '12', '12.5', '12.50'. */
const PRICE_PATTERN = /^\d+(\.\d{1,2})?$/;
const WHOLE_NUMBER = /^-?\d+$/;

export const EMPTY_ITEM_FORM: DemoItemFormValues = { name: '', description: '', price: '', category: '', stock: '', available: true };

export function validateDemoItem(values: DemoItemFormValues): DemoItemFormErrors {
  const errors: DemoItemFormErrors = {};
  if (!values.name.trim()) errors.name = 'Name is required';

  const price = values.price.trim();
  if (!price) errors.price = 'Price is required';
  else if (!PRICE_PATTERN.test(price)) errors.price = 'Please enter a valid price';

  if (!values.category.trim()) errors.category = 'Category is required';

  const stock = values.stock.trim();
  if (!stock) errors.stock = 'Stock is required';
  else if (Number(stock) < 0) errors.stock = 'Stock cannot be negative';
  else if (!WHOLE_NUMBER.test(stock)) errors.stock = 'Stock must be a whole number';
  return errors;
}

/** Dollars as typed (already valid) to cents, without floating-point drift: '19.9' -> 1990. */
export function dollarsToCents(price: string): number {
  const [whole = '0', fraction = ''] = price.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function itemFromForm(id: string, values: DemoItemFormValues): DemoMenuItem {
  return {
    id,
    name: values.name.trim(),
    description: values.description.trim(),
    priceCents: dollarsToCents(values.price),
    category: values.category.trim(),
    available: values.available,
    stock: Number(values.stock.trim()),
  };
}

export function formFromItem(item: DemoMenuItem): DemoItemFormValues {
  return {
    name: item.name,
    description: item.description,
    price: (item.priceCents / 100).toFixed(2),
    category: item.category,
    stock: String(item.stock),
    available: item.available,
  };
}
