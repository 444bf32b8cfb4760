import { useId, useRef, useState } from 'react';
import type { BuilderCategory, BuilderItem } from '@shared/api/menu-builder';
import { CategoryHoursDialog } from './category-hours-dialog';
import { ItemCard } from './item-card';
import { QuickAddForm } from './quick-add-form';
import { RenameForm } from './rename-form';
import { DragHandle, dropTarget, isDropTarget, MoveButtons, type MoveDirection, type RowDrag } from './reorder-kit';

/** The drag list of the categories and a category's move buttons' key. */
export const CATEGORY_ROWS = 'categories';
export const categoryMoveKey = (categoryId: string) => `category-${categoryId}`;

interface CategoryCardProps {
  restaurantId: string;
  category: BuilderCategory;
  index: number;
  count: number;
  /** All its items, and those the filters show. */
  items: BuilderItem[];
  shownItems: BuilderItem[];
  warningsOf(itemId: string): string[];
  filtering: boolean;
  drag: RowDrag;
  movePending: boolean;
  onMove(to: number, direction: MoveDirection): void;
  onMoveItem(item: BuilderItem, to: number, direction: MoveDirection): void;
  onEdit(item: BuilderItem): void;
  onDelete(): void;
  onDeleteItem(item: BuilderItem): void;
}

/** One category: its heading (renamed in place), moves, delete, its items and its quick-add form. */
export function CategoryCard(props: CategoryCardProps) {
  const { restaurantId, category, index, count, items, shownItems, filtering, drag, movePending } = props;
  const headingId = useId();
  const self = { list: CATEGORY_ROWS, id: category.id };
  const [renaming, setRenaming] = useState(false);
  const [editingHours, setEditingHours] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);

  function doneRenaming() {
    setRenaming(false);
    // The form goes away: the focus goes back to the button that opened it.
    requestAnimationFrame(() => renameButton.current?.focus());
  }

  return (
    <li className={isDropTarget(drag.dragging, self) ? 'mb-category-row mb-drop' : 'mb-category-row'} {...dropTarget(drag, self)}>
      <section className="card stack stack--tight mb-category" aria-labelledby={headingId}>
        <div className="mb-category__header">
          {filtering ? null : <DragHandle drag={drag} self={self} label={category.name} className="mb-handle" />}
          {renaming ? (
            <RenameForm restaurantId={restaurantId} category={category} headingId={headingId} onDone={doneRenaming} />
          ) : (
            <>
              <h2 id={headingId} className="section-title mb-category__name">
                {category.name}
              </h2>
              <span className="muted mb-count">
                {items.length} {items.length === 1 ? 'item' : 'items'}
              </span>
              <div className="mb-actions mb-actions--tight">
                {filtering ? null : (
                  <MoveButtons
                    label={category.name}
                    moveKey={categoryMoveKey(category.id)}
                    index={index}
                    count={count}
                    busy={movePending}
                    className="button button--ghost mb-icon-button"
                    onMove={props.onMove}
                  />
                )}
                <button
                  ref={renameButton}
                  type="button"
                  className="button button--ghost"
                  aria-label={`Rename ${category.name}`}
                  onClick={() => setRenaming(true)}
                >
                  Rename
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  aria-label={`Hours of ${category.name}${category.hours ? ' (set times)' : ' (always available)'}`}
                  onClick={() => setEditingHours(true)}
                >
                  {category.hours ? 'Hours set' : 'Hours'}
                </button>
                <button type="button" className="button button--ghost mb-danger-text" aria-label={`Delete category ${category.name}`} onClick={props.onDelete}>
                  Delete
                </button>
              </div>
            </>
          )}
        </div>

        {items.length === 0 ? (
          <p className="muted">No items yet. Add the first one below.</p>
        ) : shownItems.length === 0 ? (
          <p className="muted">No items in this category match your filters.</p>
        ) : (
          <ol className="mb-items" aria-label={`Items in ${category.name}`}>
            {shownItems.map((item) => (
              <ItemCard
                key={item.id}
                restaurantId={restaurantId}
                item={item}
                warnings={props.warningsOf(item.id)}
                index={items.indexOf(item)}
                count={items.length}
                filtering={filtering}
                drag={drag}
                movePending={movePending}
                onMove={(to, direction) => props.onMoveItem(item, to, direction)}
                onEdit={() => props.onEdit(item)}
                onDelete={() => props.onDeleteItem(item)}
              />
            ))}
          </ol>
        )}

        <QuickAddForm restaurantId={restaurantId} category={category} />
        {editingHours ? <CategoryHoursDialog restaurantId={restaurantId} category={category} onClose={() => setEditingHours(false)} /> : null}
      </section>
    </li>
  );
}
