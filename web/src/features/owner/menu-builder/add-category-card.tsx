import { useId, useState, type FormEvent } from 'react';
import { MENU_CATEGORY_NAME_MAX } from '@shared/api/menu-builder';
import { TextField } from '@/components/ui/text-field';
import { useAddCategory } from './api/add-category';

/** The card at the top of the builder: a new category, last in the menu. */
export function AddCategoryCard({ restaurantId, first }: { restaurantId: string; first: boolean }) {
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = useAddCategory(restaurantId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (add.isPending) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setError('Category name is required');
      return;
    }
    try {
      await add.mutateAsync(trimmed);
      setName('');
    } catch {
      // The toast says why; what was typed stays.
    }
  }

  return (
    <section className="card stack stack--tight" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {first ? 'Add your first category' : 'Add a category'}
      </h2>
      <form className="mb-inline-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id={`${id}-name`}
          label="Category name"
          value={name}
          maxLength={MENU_CATEGORY_NAME_MAX}
          placeholder="e.g. Starters"
          error={error}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
        />
        <button type="submit" className="button" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add Category'}
        </button>
      </form>
    </section>
  );
}
