import { useState, type FormEvent } from 'react';
import type { DashboardMenuItem, MenuItemStockRequest } from '@shared/api';
import { RESTOCK_STEP } from '@shared/inventory';
import { changeStock } from '../api/menu';
import { categoryName, WithMenu } from './menu-query-state';
import { STOCK_LABELS, stockLevel } from './stock-level';
import { useMenuItemChange } from './use-menu-item-change';

/** The Inventory tab: an optional stock count per item, lowered by paid orders; the item sells out at 0. */
export function InventoryTab({ restaurantId, canEdit }: { restaurantId: string; canEdit: boolean }) {
  return (
    <WithMenu restaurantId={restaurantId}>
      {(items, menu) => (
        <>
          {canEdit ? null : <p className="muted">Only managers and owners can change stock.</p>}
          <ul className="inventory">
            {items.map((item) => (
              <InventoryRow key={item.id} restaurantId={restaurantId} item={item} category={categoryName(menu, item.categoryId)} canEdit={canEdit} />
            ))}
          </ul>
        </>
      )}
    </WithMenu>
  );
}

function InventoryRow({ restaurantId, item, category, canEdit }: { restaurantId: string; item: DashboardMenuItem; category: string; canEdit: boolean }) {
  const change = useMenuItemChange(restaurantId, (request: MenuItemStockRequest) => changeStock(restaurantId, item.id, request));
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const level = stockLevel(item);
  const inputId = `stock-${item.id}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = Number(draft);
    if (draft.trim() === '' || !Number.isInteger(value)) return setError('Stock is required');
    if (value < 0) return setError('Stock cannot be negative');
    setError(null);
    change.mutate({ set: value }, { onSuccess: () => setDraft('') });
  }

  return (
    <li className="card inventory__row" data-testid="inventory-item">
      <div className="inventory__name">
        <strong>{item.name}</strong> <span className="muted">{category}</span>
      </div>
      <p className="inventory__count">
        {item.stockCount === null ? '' : `${item.stockCount} in stock `}
        <span className={`badge stock stock--${level}`}>{STOCK_LABELS[level]}</span>
      </p>
      {canEdit ? (
        <div className="inventory__actions">
          <form className="inventory__form" onSubmit={submit} noValidate>
            <label htmlFor={inputId} className="visually-hidden">
              Stock count for {item.name}
            </label>
            <input
              id={inputId}
              className="input inventory__input"
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              value={draft}
              aria-invalid={error ? true : undefined}
              onChange={(event) => setDraft(event.target.value)}
            />
            <button type="submit" className="button button--outline" disabled={change.isPending}>
              Set stock
            </button>
          </form>
          <button type="button" className="button button--outline" disabled={change.isPending} onClick={() => change.mutate({ add: RESTOCK_STEP })}>
            +10 stock
          </button>
          {item.stockCount !== null ? (
            <button type="button" className="button button--ghost" disabled={change.isPending} onClick={() => change.mutate({ set: null })}>
              Stop tracking
            </button>
          ) : null}
          {error ? <p className="field__error">{error}</p> : null}
        </div>
      ) : null}
    </li>
  );
}
