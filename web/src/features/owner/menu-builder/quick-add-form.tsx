import { useId, useState, type FormEvent } from 'react';
import { MENU_ITEM_NAME_MAX, type BuilderCategory } from '@shared/api/menu-builder';
import { TextField } from '@/components/ui/text-field';
import { parseMoneyInput } from '@/lib/money-input';
import { useAddItem } from './api/add-item';

/** A category's 'Add Item' form: name and price; the new item is a Draft, last in the category. */
export function QuickAddForm({ restaurantId, category }: { restaurantId: string; category: BuilderCategory }) {
  const id = useId();
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  const [errors, setErrors] = useState<{ name?: string; price?: string }>({});
  const add = useAddItem(restaurantId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (add.isPending) return;
    const cents = parseMoneyInput(price);
    const found = {
      name: name.trim() ? undefined : 'Name is required',
      price: !price.trim() ? 'Price is required' : cents === null ? 'Please enter a valid price' : undefined,
    };
    if (found.name || found.price || cents === null) {
      setErrors(found);
      return;
    }
    try {
      await add.mutateAsync({ categoryId: category.id, name: name.trim(), priceCents: cents });
      setName('');
      setPrice('');
    } catch {
      // The toast says why; what was typed stays.
    }
  }

  return (
    <form className="mb-quick-add" onSubmit={(event) => void submit(event)} noValidate aria-label={`Add an item to ${category.name}`}>
      <TextField
        id={`${id}-name`}
        label="Item name"
        value={name}
        maxLength={MENU_ITEM_NAME_MAX}
        error={errors.name}
        className="mb-quick-add__name"
        onChange={(event) => {
          setName(event.target.value);
          setErrors((e) => ({ ...e, name: undefined }));
        }}
      />
      <TextField
        id={`${id}-price`}
        label="Price"
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        placeholder="0.00"
        value={price}
        error={errors.price}
        className="mb-quick-add__price"
        onChange={(event) => {
          setPrice(event.target.value);
          setErrors((e) => ({ ...e, price: undefined }));
        }}
      />
      <button type="submit" className="button button--outline" disabled={add.isPending}>
        {add.isPending ? 'Adding...' : 'Add Item'}
      </button>
    </form>
  );
}
