import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MENU_CATEGORY_NAME_MAX, type BuilderCategory } from '@shared/api/menu-builder';
import { TextField } from '@/components/ui/text-field';
import { useRenameCategory } from './api/rename-category';

/** A category's name edited in place of its heading: Enter saves (trimmed), Escape or Cancel leaves it as it was. */
export function RenameForm({ restaurantId, category, headingId, onDone }: { restaurantId: string; category: BuilderCategory; headingId: string; onDone(): void }) {
  const [name, setName] = useState(category.name);
  const [error, setError] = useState<string | undefined>();
  const rename = useRenameCategory(restaurantId);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError('Category name is required');
      return;
    }
    if (trimmed !== category.name) rename.mutate({ categoryId: category.id, name: trimmed });
    onDone();
  }

  return (
    <form className="mb-inline-form mb-rename" onSubmit={submit} noValidate>
      <h2 id={headingId} className="visually-hidden">
        {category.name}
      </h2>
      <TextField
        id={`${headingId}-rename`}
        ref={input}
        label="Category name"
        value={name}
        maxLength={MENU_CATEGORY_NAME_MAX}
        error={error}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onDone();
          }
        }}
      />
      <div className="mb-actions">
        <button type="submit" className="button">
          Save
        </button>
        <button type="button" className="button button--outline" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
