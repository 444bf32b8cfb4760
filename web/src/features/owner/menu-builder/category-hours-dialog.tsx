import { useId, useState, type FormEvent } from 'react';
import type { BuilderCategory } from '@shared/api/menu-builder';
import type { MenuHours } from '@shared/menu-hours';
import { ApiError } from '@/lib/api';
import { useCategoryHours } from './api/category-hours';
import { HoursFieldset, hoursProblem } from './hours-fieldset';
import { Modal } from './modal';

/** A category's menu hours (issue 30 item 3), in a dialog named after it: its items follow them too. */
export function CategoryHoursDialog({ restaurantId, category, onClose }: { restaurantId: string; category: BuilderCategory; onClose(): void }) {
  const titleId = useId();
  const [hours, setHours] = useState<MenuHours | null>(category.hours ?? null);
  const [error, setError] = useState<string | null>(null);
  const save = useCategoryHours(restaurantId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = hoursProblem(hours);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      await save.mutateAsync({ categoryId: category.id, hours });
      onClose();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'The hours could not be saved');
    }
  }

  return (
    <Modal labelledBy={titleId} className="owner-dialog" onCancel={onClose}>
      <form className="owner-dialog__panel stack" onSubmit={(event) => void submit(event)} noValidate>
        <h2 id={titleId} className="section-title">
          Hours of {category.name}
        </h2>
        <p className="muted">Every item in this category follows these hours, as well as its own.</p>
        <HoursFieldset
          idPrefix={titleId}
          what="category"
          value={hours}
          onChange={(value) => {
            setHours(value);
            setError(null);
          }}
          error={error}
        />
        <div className="mb-actions mb-actions--end">
          <button type="button" className="button button--outline" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save hours'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
