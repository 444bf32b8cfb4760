import { useId } from 'react';
import type { BuilderItem } from '@shared/api/menu-builder';
import { formatMoney } from '@/lib/format';
import { useUpdateItem } from './api/update-item';
import { Thumbnail } from './item-thumbnail';
import { DragHandle, dropTarget, isDropTarget, MoveButtons, type MoveDirection, type RowDrag } from './reorder-kit';

/** The drag list of a category's items (an item is dropped only among its own category's) and its buttons' key. */
export const itemRows = (categoryId: string) => `items:${categoryId}`;
export const itemMoveKey = (itemId: string) => `item-${itemId}`;

interface ItemCardProps {
  restaurantId: string;
  item: BuilderItem;
  warnings: string[];
  index: number;
  count: number;
  /** While the list is filtered, positions would be guesses: no moving. */
  filtering: boolean;
  drag: RowDrag;
  movePending: boolean;
  onMove(to: number, direction: MoveDirection): void;
  onEdit(): void;
  onDelete(): void;
}

/** One item of a category: photo, name, price, badges, what keeps guests from ordering it, quick switches, actions. */
export function ItemCard({ restaurantId, item, warnings, index, count, filtering, drag, movePending, onMove, onEdit, onDelete }: ItemCardProps) {
  const nameId = useId();
  const update = useUpdateItem(restaurantId);
  const self = { list: itemRows(item.categoryId), id: item.id };
  // One change of a card at a time; the switches stay enabled (a disabled switch would drop the keyboard focus) and a
  // press while one is on its way is ignored (they are controlled: the switch stays as it is).
  const toggle = (changes: { visible?: boolean; soldOut?: boolean; isActive?: boolean }) => {
    if (!update.isPending) update.mutate({ itemId: item.id, changes });
  };

  return (
    <li className={isDropTarget(drag.dragging, self) ? 'mb-item mb-drop' : 'mb-item'} {...dropTarget(drag, self)}>
      <article className="mb-item__body" aria-labelledby={nameId}>
        <div className="mb-item__main">
          {filtering ? null : <DragHandle drag={drag} self={self} label={item.name} className="mb-handle" />}
          <Thumbnail item={item} />
          <div className="mb-item__text">
            <h3 id={nameId} className="mb-item__name">
              {item.name}
            </h3>
            <p className="mb-item__price">{formatMoney(item.priceCents, item.currency)}</p>
            <ul className="mb-badges" aria-label="Status">
              <li className={item.visible ? 'badge mb-badge--visible' : 'badge'}>{item.visible ? 'Visible' : 'Draft'}</li>
              {item.soldOut ? <li className="badge badge--accent">Sold Out</li> : null}
              {item.isActive ? null : <li className="badge mb-badge--inactive">Inactive</li>}
            </ul>
            {warnings.length > 0 ? (
              <div className="mb-warning">
                <p>Guests cannot order this yet:</p>
                <ul>
                  {warnings.map((warning) => (
                    <li key={warning}>{warning}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        </div>
        <div className="mb-item__toggles">
          <QuickToggle label="Visible" checked={item.visible} onChange={(visible) => toggle({ visible })} />
          <QuickToggle label="Sold out" checked={item.soldOut} onChange={(soldOut) => toggle({ soldOut })} />
          <QuickToggle label="Active" checked={item.isActive} onChange={(isActive) => toggle({ isActive })} />
        </div>
        <div className="mb-actions mb-actions--tight mb-item__actions">
          {filtering ? null : (
            <MoveButtons
              label={item.name}
              moveKey={itemMoveKey(item.id)}
              index={index}
              count={count}
              busy={movePending}
              className="button button--ghost mb-icon-button"
              onMove={onMove}
            />
          )}
          <button type="button" className="button button--outline" aria-label={`Edit ${item.name}`} onClick={onEdit}>
            Edit
          </button>
          <button type="button" className="button button--ghost mb-danger-text" aria-label={`Delete ${item.name}`} onClick={onDelete}>
            Delete
          </button>
        </div>
      </article>
    </li>
  );
}

function QuickToggle({ label, checked, onChange }: { label: string; checked: boolean; onChange(value: boolean): void }) {
  return (
    <label className="mb-toggle">
      <input type="checkbox" role="switch" className="switch-field__input" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}
