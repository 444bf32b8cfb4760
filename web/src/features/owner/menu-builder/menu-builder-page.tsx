import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Restaurant } from '@shared/api';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { AddCategoryCard } from './add-category-card';
import { itemsOf } from './api/lists';
import { useMenuBuilder } from './builder-api';
import { CategoryCard } from './category-card';
import { DeleteDialog, type Deleting } from './delete-dialog';
import { FiltersBar } from './filters-bar';
import { ItemEditor } from './item-editor';
import { isFiltering, NO_FILTERS, shownCategories, shownItemCount, shownItems, type Filters } from './menu-filters';
import { orderWarnings } from './order-warnings';
import { useMenuMoves } from './use-menu-moves';
import { useOwnerRestaurant } from '../settings/owner-restaurant';
import { previewLink } from '../settings/preview-links';
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

function Builder({ restaurant }: { restaurant: Restaurant }) {
  const builder = useMenuBuilder(restaurant.id);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const moves = useMenuMoves(restaurant.id, builder.data);

  if (builder.isPending) return <Spinner label="Loading your menu..." />;
  if (builder.isError) return <LoadError message="Failed to load menu" onRetry={() => void builder.refetch()} />;
  const menu = builder.data;

  const filtering = isFiltering(filters);
  const categories = shownCategories(menu, filters);
  const itemCount = shownItemCount(menu, filters);
  const editing = editingId ? menu.items.find((item) => item.id === editingId) : undefined;

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
            {filtering ? `${itemCount} ${itemCount === 1 ? 'item matches' : 'items match'}` : ''}
          </p>
          {filtering && categories.length > 0 ? <p className="muted mb-hint">Clear the filters to reorder categories and items.</p> : null}
          {categories.length === 0 ? (
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
              {categories.map((category) => (
                <CategoryCard
                  key={category.id}
                  restaurantId={restaurant.id}
                  category={category}
                  index={menu.categories.indexOf(category)}
                  count={menu.categories.length}
                  items={itemsOf(menu, category.id)}
                  shownItems={shownItems(menu, category.id, filters)}
                  warningsOf={(itemId) => orderWarnings(menu, itemId)}
                  filtering={filtering}
                  drag={moves.drag}
                  movePending={moves.pending}
                  onMove={(to, direction) => moves.moveCategory(category, to, direction)}
                  onMoveItem={(item, to, direction) => moves.moveItem(item, to, direction)}
                  onEdit={(item) => setEditingId(item.id)}
                  onDelete={() => setDeleting({ kind: 'category', category, itemCount: itemsOf(menu, category.id).length })}
                  onDeleteItem={(item) => setDeleting({ kind: 'item', item })}
                />
              ))}
            </ol>
          )}
        </>
      )}

      <p className="visually-hidden" role="status" aria-live="polite">
        {moves.announcement}
      </p>

      {editing ? <ItemEditor restaurantId={restaurant.id} builder={menu} item={editing} onClose={() => setEditingId(null)} /> : null}

      {deleting ? <DeleteDialog restaurantId={restaurant.id} deleting={deleting} onClose={() => setDeleting(null)} /> : null}
    </>
  );
}
