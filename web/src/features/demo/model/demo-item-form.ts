/**
 * The demo's item form (SPEC.md 5 'Demo form'): what the fields hold as typed, their checks with the spec's
 * messages, and the item they make. Prices are typed in dollars and kept in cents (web/src/lib/money-input.ts, with
 * at most two decimals: SPEC's "digits with up to two decimals").
 */
import { formatMoneyInput, parseMoneyInput, type MoneyInputRule } from '@/lib/money-input';
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

/** A price in whole cents: '12', '12.5', '12.50'; '12.505' is refused, not rounded. */
const PRICE: MoneyInputRule = { extraDecimals: 'refuse' };
const WHOLE_NUMBER = /^-?\d+$/;

export const EMPTY_ITEM_FORM: DemoItemFormValues = { name: '', description: '', price: '', category: '', stock: '', available: true };

export function validateDemoItem(values: DemoItemFormValues): DemoItemFormErrors {
  const errors: DemoItemFormErrors = {};
  if (!values.name.trim()) errors.name = 'Name is required';

  const price = values.price.trim();
  if (!price) errors.price = 'Price is required';
  else if (parseMoneyInput(price, PRICE) === null) errors.price = 'Please enter a valid price';

  if (!values.category.trim()) errors.category = 'Category is required';

  const stock = values.stock.trim();
  if (!stock) errors.stock = 'Stock is required';
  else if (Number(stock) < 0) errors.stock = 'Stock cannot be negative';
  else if (!WHOLE_NUMBER.test(stock)) errors.stock = 'Stock must be a whole number';
  return errors;
}

export function itemFromForm(id: string, values: DemoItemFormValues): DemoMenuItem {
  return {
    id,
    name: values.name.trim(),
    description: values.description.trim(),
    priceCents: parseMoneyInput(values.price, PRICE) ?? 0,
    category: values.category.trim(),
    available: values.available,
    stock: Number(values.stock.trim()),
  };
}

export function formFromItem(item: DemoMenuItem): DemoItemFormValues {
  return {
    name: item.name,
    description: item.description,
    price: formatMoneyInput(item.priceCents),
    category: item.category,
    stock: String(item.stock),
    available: item.available,
  };
}
