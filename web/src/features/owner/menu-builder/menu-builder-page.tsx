import { useEffect, useId, useRef, useState, type DragEvent, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { Restaurant } from '@shared/api';
import { MENU_CATEGORY_NAME_MAX, MENU_ITEM_NAME_MAX, type BuilderCategory, type BuilderItem, type MenuBuilder } from '@shared/api/menu-builder';
import { menuImageSrcset } from '@shared/api/menu-images';
import { toast } from '@/components/toast/toast-store';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { formatMoney } from '@/lib/format';
import { useUpdateRestaurant } from '@/lib/restaurants/update-restaurant';
import { errorDescription, move, useMenuBuilder } from './builder-api';
import { ItemEditor } from './item-editor';
import {
  itemsOf,
  useAddCategory,
  useAddItem,
  useDeleteCategory,
  useDeleteItem,
  useRenameCategory,
  useReorderCategories,
  useReorderItems,
  useUpdateItem,
} from './menu-changes';
import { ConfirmDialog } from './modal';
import { dollarsToCents } from './money';
import { orderWarnings } from './order-warnings';
import { useOwnerRestaurant } from '../settings/owner-restaurant';
import { previewLink } from '../settings/preview-links';
import { SwitchField } from '../settings/switch-field';
import '../settings/settings.css';
import './menu-builder.css';

export const NO_RESTAURANT_MESSAGE = 'Please create a restaurant first to access the menu builder.';

/** /owner/settings/menu-builder: the one menu builder (DESIGN.md 9.4, SPEC.md section 2 'Menu builder'). */
export function MenuBuilderPage() {
  const owner = useOwnerRestaurant();
  const titleId = useId();
  let body;
  if (owner.isPending) body = <Spinner label="Loading your restaurant..." />;
  else if (owner.isError) body = <LoadError message="Failed to load restaurant data" onRetry={owner.retry} />;
  else if (!owner.restaurant)
    body = (
      <div className="card stack">
        <p>{NO_RESTAURANT_MESSAGE}</p>
        <div>
          <Link to="/owner/onboarding" className="button">
            Complete Setup
          </Link>
        </div>
      </div>
    );
  else body = <Builder key={owner.restaurant.id} restaurant={owner.restaurant} />;

  return (
    <section className="page settings-page mb-page" aria-labelledby={titleId}>
      <div className="mb-header">
        <div>
          <h1 id={titleId} className="page__title">
            Menu Builder
          </h1>
          <p className="muted">Categories, items, options and photos: what your guests see when they scan.</p>
        </div>
        {owner.restaurant ? (
          <div className="mb-actions">
            <Link to="/owner/settings/menu-builder/translations" className="button button--outline">
              Translations
            </Link>
            <a
              className="button button--outline"
              href={previewLink({ origin: window.location.origin, restaurantId: owner.restaurant.id, slug: owner.restaurant.slug, preview: true })}
              target="_blank"
              rel="noreferrer"
            >
              Preview<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </div>
        ) : null}
      </div>
      {body}
    </section>
  );
}

type Visibility = 'all' | 'visible' | 'draft';
type Availability = 'all' | 'in-stock' | 'sold-out';

interface Filters {
  search: string;
  categoryId: string;
  visibility: Visibility;
  availability: Availability;
}

const NO_FILTERS: Filters = { search: '', categoryId: 'all', visibility: 'all', availability: 'all' };

function matches(item: BuilderItem, filters: Filters): boolean {
  const query = filters.search.trim().toLowerCase();
  if (query && !item.name.toLowerCase().includes(query) && !(item.description ?? '').toLowerCase().includes(query)) return false;
  if (filters.visibility === 'visible' && !item.visible) return false;
  if (filters.visibility === 'draft' && item.visible) return false;
  if (filters.availability === 'in-stock' && item.soldOut) return false;
  if (filters.availability === 'sold-out' && !item.soldOut) return false;
  return true;
}

/** What the list is being dragged: a category, or an item within its category. */
type Dragging = { kind: 'category'; id: string } | { kind: 'item'; id: string; categoryId: string };

/** After a keyboard move the moved control keeps the focus (React moving the node drops it). */
interface Refocus {
  key: string;
  fallback: string;
}

function Builder({ restaurant }: { restaurant: Restaurant }) {
  const builder = useMenuBuilder(restaurant.id);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const refocus = useRef<Refocus | null>(null);
  const [dragging, setDragging] = useState<Dragging | null>(null);
  const [deleting, setDeleting] = useState<{ kind: 'category'; category: BuilderCategory; itemCount: number } | { kind: 'item'; item: BuilderItem } | null>(
    null,
  );
  const reorderCategories = useReorderCategories(restaurant.id);
  const reorderItems = useReorderItems(restaurant.id);
  const deleteCategory = useDeleteCategory(restaurant.id);
  const deleteItem = useDeleteItem(restaurant.id);

  useEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = null;
    const find = (key: string) => document.querySelector<HTMLButtonElement>(`[data-move="${CSS.escape(key)}"]:not(:disabled)`);
    (find(target.key) ?? find(target.fallback))?.focus();
    // After the optimistic change has moved the row (the render that sets the announcement comes before it).
  }, [builder.data]);

  if (builder.isPending) return <Spinner label="Loading your menu..." />;
  if (builder.isError) return <LoadError message="Failed to load menu" onRetry={() => void builder.refetch()} />;
  const menu = builder.data;

  const filtering =
    filters.search.trim() !== '' || filters.categoryId !== 'all' || filters.visibility !== 'all' || filters.availability !== 'all';
  const shownCategories = menu.categories.filter((category) => {
    if (filters.categoryId !== 'all' && category.id !== filters.categoryId) return false;
    if (!filtering || filters.categoryId === category.id) return true;
    return itemsOf(menu, category.id).some((item) => matches(item, filters));
  });
  const shownItemCount = shownCategories.reduce((n, c) => n + itemsOf(menu, c.id).filter((item) => matches(item, filters)).length, 0);
  const editing = editingId ? menu.items.find((item) => item.id === editingId) : undefined;

  function moveCategory(category: BuilderCategory, to: number, byKeyboard: 'up' | 'down' | null) {
    const from = menu.categories.findIndex((c) => c.id === category.id);
    if (from < 0 || to < 0 || to >= menu.categories.length || from === to || reorderCategories.isPending) return;
    const ids = move(menu.categories, from, to).map((c) => c.id);
    reorderCategories.mutate(ids);
    setAnnouncement(`${category.name} moved to position ${to + 1} of ${ids.length}`);
    if (byKeyboard) refocus.current = ({ key: `category-${category.id}-${byKeyboard}`, fallback: `category-${category.id}-${byKeyboard === 'up' ? 'down' : 'up'}` });
  }

  function moveItem(item: BuilderItem, to: number, byKeyboard: 'up' | 'down' | null) {
    const list = itemsOf(menu, item.categoryId);
    const from = list.findIndex((row) => row.id === item.id);
    if (from < 0 || to < 0 || to >= list.length || from === to || reorderItems.isPending) return;
    const ids = move(list, from, to).map((row) => row.id);
    reorderItems.mutate({ categoryId: item.categoryId, ids });
    setAnnouncement(`${item.name} moved to position ${to + 1} of ${ids.length}`);
    if (byKeyboard) refocus.current = ({ key: `item-${item.id}-${byKeyboard}`, fallback: `item-${item.id}-${byKeyboard === 'up' ? 'down' : 'up'}` });
  }

  function drop(target: Dragging) {
    if (!dragging || dragging.kind !== target.kind || dragging.id === target.id) return;
    if (dragging.kind === 'category') {
      const category = menu.categories.find((c) => c.id === dragging.id);
      const to = menu.categories.findIndex((c) => c.id === target.id);
      if (category) moveCategory(category, to, null);
    } else if (target.kind === 'item' && target.categoryId === dragging.categoryId) {
      const list = itemsOf(menu, dragging.categoryId);
      const item = list.find((row) => row.id === dragging.id);
      if (item)
        moveItem(
          item,
          list.findIndex((row) => row.id === target.id),
          null,
        );
    }
    setDragging(null);
  }

  const drag: DragProps = { dragging, setDragging, drop, disabled: filtering };

  async function confirmDelete() {
    if (!deleting) return;
    try {
      if (deleting.kind === 'category') await deleteCategory.mutateAsync(deleting.category.id);
      else await deleteItem.mutateAsync(deleting.item.id);
    } catch {
      // The toast says why; the dialog closes either way.
    }
    setDeleting(null);
  }

  return (
    <>
      <AddCategoryCard restaurantId={restaurant.id} first={menu.categories.length === 0} />

      {menu.categories.length === 0 ? (
        <div className="card mb-empty">
          <h2 className="section-title">Your menu is empty</h2>
          <p className="muted">
            Start with your first category (for example Starters, Mains or Drinks) in the box above, then add its items. New items are
            Drafts until you make them visible.
          </p>
        </div>
      ) : (
        <>
          <FiltersBar menu={menu} filters={filters} onChange={setFilters} />
          <p className="visually-hidden" role="status">
            {filtering ? `${shownItemCount} ${shownItemCount === 1 ? 'item matches' : 'items match'}` : ''}
          </p>
          {filtering && shownCategories.length > 0 ? <p className="muted mb-hint">Clear the filters to reorder categories and items.</p> : null}
          {shownCategories.length === 0 ? (
            <div className="card mb-empty">
              <h2 className="section-title">No items match your search or filters</h2>
              <div>
                <button type="button" className="button button--outline" onClick={() => setFilters(NO_FILTERS)}>
                  Clear filters
                </button>
              </div>
            </div>
          ) : (
            <ol className="mb-categories" aria-label="Categories">
              {shownCategories.map((category) => {
                const index = menu.categories.indexOf(category);
                return (
                  <CategoryCard
                    key={category.id}
                    restaurant={restaurant}
                    category={category}
                    index={index}
                    count={menu.categories.length}
                    items={itemsOf(menu, category.id)}
                    warningsOf={(itemId) => orderWarnings(menu, itemId)}
                    shownItems={itemsOf(menu, category.id).filter((item) => matches(item, filters))}
                    filtering={filtering}
                    drag={drag}
                    movePending={reorderCategories.isPending || reorderItems.isPending}
                    onMove={(to, direction) => moveCategory(category, to, direction)}
                    onMoveItem={(item, to, direction) => moveItem(item, to, direction)}
                    onEdit={(item) => setEditingId(item.id)}
                    onDelete={() => setDeleting({ kind: 'category', category, itemCount: itemsOf(menu, category.id).length })}
                    onDeleteItem={(item) => setDeleting({ kind: 'item', item })}
                  />
                );
              })}
            </ol>
          )}
        </>
      )}

      <WaiterAssistanceCard restaurant={restaurant} />

      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>

      {editing ? <ItemEditor restaurantId={restaurant.id} builder={menu} item={editing} onClose={() => setEditingId(null)} /> : null}

      {deleting ? (
        <ConfirmDialog
          title={deleting.kind === 'category' ? `Delete ${deleting.category.name}?` : `Delete ${deleting.item.name}?`}
          message={
            deleting.kind === 'category'
              ? deleting.itemCount === 0
                ? 'This category has no items. This cannot be undone.'
                : `Its ${deleting.itemCount} ${deleting.itemCount === 1 ? 'item' : 'items'} will be deleted too. This cannot be undone.`
              : 'The item leaves your menu for good. This cannot be undone.'
          }
          confirmLabel={deleting.kind === 'category' ? 'Delete category' : 'Delete item'}
          pending={deleteCategory.isPending || deleteItem.isPending}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}

interface DragProps {
  dragging: Dragging | null;
  setDragging(dragging: Dragging | null): void;
  drop(target: Dragging): void;
  /** While the list is filtered, positions would be guesses: no moving. */
  disabled: boolean;
}

/** Native drag and drop on a row: the handle starts it, the row takes it. Keyboard and touch use the move buttons. */
function dragTarget(drag: DragProps, self: Dragging) {
  const accepts = () =>
    drag.dragging !== null &&
    drag.dragging.kind === self.kind &&
    drag.dragging.id !== self.id &&
    (self.kind === 'category' || (drag.dragging.kind === 'item' && drag.dragging.categoryId === self.categoryId));
  return {
    onDragOver: (event: DragEvent) => {
      if (!accepts()) return;
      event.preventDefault();
      event.stopPropagation();
      event.dataTransfer.dropEffect = 'move';
    },
    onDrop: (event: DragEvent) => {
      if (!accepts()) return;
      event.preventDefault();
      event.stopPropagation();
      drag.drop(self);
    },
  };
}

function DragHandle({ drag, self, label }: { drag: DragProps; self: Dragging; label: string }) {
  if (drag.disabled) return null;
  return (
    <span
      className="mb-handle wide-only"
      draggable
      title={`Drag to move ${label}`}
      aria-hidden="true"
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', self.id);
        const row = (event.currentTarget as HTMLElement).closest('li');
        if (row) event.dataTransfer.setDragImage(row, 16, 16);
        drag.setDragging(self);
      }}
      onDragEnd={() => drag.setDragging(null)}
    >
      ⠿
    </span>
  );
}

function MoveButtons({
  label,
  keyPrefix,
  index,
  count,
  pending,
  onMove,
}: {
  label: string;
  keyPrefix: string;
  index: number;
  count: number;
  /** A move already on its way: further presses wait (the button stays enabled, so it keeps the focus). */
  pending: boolean;
  onMove(to: number, direction: 'up' | 'down'): void;
}) {
  const go = (to: number, direction: 'up' | 'down') => {
    if (!pending) onMove(to, direction);
  };
  return (
    <>
      <button
        type="button"
        className="button button--ghost mb-icon-button"
        aria-label={`Move ${label} up`}
        data-move={`${keyPrefix}-up`}
        disabled={index === 0}
        onClick={() => go(index - 1, 'up')}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        className="button button--ghost mb-icon-button"
        aria-label={`Move ${label} down`}
        data-move={`${keyPrefix}-down`}
        disabled={index >= count - 1}
        onClick={() => go(index + 1, 'down')}
      >
        <span aria-hidden="true">↓</span>
      </button>
    </>
  );
}

function FiltersBar({ menu, filters, onChange }: { menu: MenuBuilder; filters: Filters; onChange(filters: Filters): void }) {
  const id = useId();
  return (
    <div className="card mb-filters" role="search">
      <div className="field mb-filters__search">
        <label className="field__label" htmlFor={`${id}-search`}>
          Search items
        </label>
        <input
          id={`${id}-search`}
          type="search"
          className="input"
          placeholder="Name or description"
          value={filters.search}
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-category`}>
          Category
        </label>
        <select id={`${id}-category`} className="input" value={filters.categoryId} onChange={(event) => onChange({ ...filters, categoryId: event.target.value })}>
          <option value="all">All categories</option>
          {menu.categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-visibility`}>
          Visibility
        </label>
        <select
          id={`${id}-visibility`}
          className="input"
          value={filters.visibility}
          onChange={(event) => onChange({ ...filters, visibility: event.target.value as Visibility })}
        >
          <option value="all">All</option>
          <option value="visible">Visible</option>
          <option value="draft">Draft</option>
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-availability`}>
          Availability
        </label>
        <select
          id={`${id}-availability`}
          className="input"
          value={filters.availability}
          onChange={(event) => onChange({ ...filters, availability: event.target.value as Availability })}
        >
          <option value="all">All</option>
          <option value="in-stock">In Stock</option>
          <option value="sold-out">Sold Out</option>
        </select>
      </div>
    </div>
  );
}

function WaiterAssistanceCard({ restaurant }: { restaurant: Restaurant }) {
  const update = useUpdateRestaurant(restaurant.id);
  const [shown, setShown] = useState<boolean | null>(null);
  const checked = shown ?? restaurant.serviceRequestEnabled;

  function change(enabled: boolean) {
    if (update.isPending) return;
    setShown(enabled);
    update.mutate(
      { serviceRequestEnabled: enabled },
      {
        onSuccess: () => toast.success(enabled ? 'Waiter assistance enabled' : 'Waiter assistance disabled'),
        onError: (error) => toast.error('Failed to update setting', errorDescription(error)),
        onSettled: () => setShown(null),
      },
    );
  }

  return (
    <section className="card stack stack--tight" aria-labelledby="mb-settings-title">
      <h2 id="mb-settings-title" className="section-title">
        Settings
      </h2>
      <SwitchField
        label="Waiter assistance"
        description="Guests can call a waiter from the menu."
        checked={checked}
        onChange={change}
      />
    </section>
  );
}

function AddCategoryCard({ restaurantId, first }: { restaurantId: string; first: boolean }) {
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

interface CategoryCardProps {
  restaurant: Restaurant;
  category: BuilderCategory;
  index: number;
  count: number;
  items: BuilderItem[];
  warningsOf(itemId: string): string[];
  shownItems: BuilderItem[];
  filtering: boolean;
  drag: DragProps;
  movePending: boolean;
  onMove(to: number, direction: 'up' | 'down'): void;
  onMoveItem(item: BuilderItem, to: number, direction: 'up' | 'down'): void;
  onEdit(item: BuilderItem): void;
  onDelete(): void;
  onDeleteItem(item: BuilderItem): void;
}

function CategoryCard(props: CategoryCardProps) {
  const { restaurant, category, index, count, items, shownItems, filtering, drag, movePending } = props;
  const headingId = useId();
  const self: Dragging = { kind: 'category', id: category.id };
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const dropping = drag.dragging?.kind === 'category' && drag.dragging.id !== category.id;

  function doneRenaming() {
    setRenaming(false);
    // The form goes away: the focus goes back to the button that opened it.
    requestAnimationFrame(() => renameButton.current?.focus());
  }

  return (
    <li className={dropping ? 'mb-category-row mb-drop' : 'mb-category-row'} {...dragTarget(drag, self)}>
      <section className="card stack stack--tight mb-category" aria-labelledby={headingId}>
        <div className="mb-category__header">
          <DragHandle drag={drag} self={self} label={category.name} />
          {renaming ? (
            <RenameForm restaurantId={restaurant.id} category={category} headingId={headingId} onDone={doneRenaming} />
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
                  <MoveButtons label={category.name} keyPrefix={`category-${category.id}`} index={index} count={count} pending={movePending} onMove={props.onMove} />
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
                restaurantId={restaurant.id}
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

        <QuickAddForm restaurantId={restaurant.id} category={category} />
      </section>
    </li>
  );
}

function RenameForm({ restaurantId, category, headingId, onDone }: { restaurantId: string; category: BuilderCategory; headingId: string; onDone(): void }) {
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

function QuickAddForm({ restaurantId, category }: { restaurantId: string; category: BuilderCategory }) {
  const id = useId();
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  const [errors, setErrors] = useState<{ name?: string; price?: string }>({});
  const add = useAddItem(restaurantId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (add.isPending) return;
    const cents = dollarsToCents(price);
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

interface ItemCardProps {
  restaurantId: string;
  item: BuilderItem;
  warnings: string[];
  index: number;
  count: number;
  filtering: boolean;
  drag: DragProps;
  movePending: boolean;
  onMove(to: number, direction: 'up' | 'down'): void;
  onEdit(): void;
  onDelete(): void;
}

function ItemCard({ restaurantId, item, warnings, index, count, filtering, drag, movePending, onMove, onEdit, onDelete }: ItemCardProps) {
  const nameId = useId();
  const update = useUpdateItem(restaurantId);
  const self: Dragging = { kind: 'item', id: item.id, categoryId: item.categoryId };
  const dropping = drag.dragging?.kind === 'item' && drag.dragging.categoryId === item.categoryId && drag.dragging.id !== item.id;
  // One change of a card at a time; the switches stay enabled (a disabled switch would drop the keyboard focus) and a
  // press while one is on its way is ignored (they are controlled: the switch stays as it is).
  const toggle = (changes: { visible?: boolean; soldOut?: boolean; isActive?: boolean }) => {
    if (!update.isPending) update.mutate({ itemId: item.id, changes });
  };

  return (
    <li className={dropping ? 'mb-item mb-drop' : 'mb-item'} {...dragTarget(drag, self)}>
      <article className="mb-item__body" aria-labelledby={nameId}>
        <div className="mb-item__main">
          <DragHandle drag={drag} self={self} label={item.name} />
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
            <MoveButtons label={item.name} keyPrefix={`item-${item.id}`} index={index} count={count} pending={movePending} onMove={onMove} />
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

function Thumbnail({ item }: { item: BuilderItem }) {
  const image = item.image;
  if (!image) return null;
  const smallest = image.variants[0];
  const sized = image.variants.length > 0 && image.width > 0 && image.height > 0;
  return (
    <img
      className="mb-thumb"
      src={smallest?.url ?? image.url}
      srcSet={menuImageSrcset(image)}
      sizes="4rem"
      width={sized ? image.width : undefined}
      height={sized ? image.height : undefined}
      alt={image.alt ?? ''}
      loading="lazy"
      decoding="async"
    />
  );
}
