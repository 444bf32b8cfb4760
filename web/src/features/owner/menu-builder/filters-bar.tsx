import { useId } from 'react';
import type { MenuBuilder } from '@shared/api/menu-builder';
import type { Availability, Filters, Visibility } from './menu-filters';

/** The search box and the category, visibility and availability filters above the list. */
export function FiltersBar({ menu, filters, onChange }: { menu: MenuBuilder; filters: Filters; onChange(filters: Filters): void }) {
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
