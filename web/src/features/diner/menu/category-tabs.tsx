import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useI18n } from '../i18n/i18n-store';

interface CategoryTabsProps {
  categories: readonly { id: string; name: string }[];
  activeId: string;
  onSelect(id: string): void;
  /** Prefix of the tab and panel ids (the panel is `${idPrefix}-panel`). */
  idPrefix: string;
}

export const categoryTabId = (idPrefix: string, categoryId: string) => `${idPrefix}-tab-${categoryId}`;

/** More categories than this (two rows of the grid) fold: the diner sees the first ones and the selected one. */
export const FOLDED_TABS = 8;

/**
 * The tabs a folded grid shows: the first ones, and the selected one in the last place when it is further down.
 * Arrows and Home/End still reach every category, as the selected tab is always shown.
 */
export function visibleTabs<T extends { id: string }>(categories: readonly T[], activeId: string, folded: boolean): readonly T[] {
  if (!folded || categories.length <= FOLDED_TABS) return categories;
  const first = categories.slice(0, FOLDED_TABS - 1);
  const active = categories.find((c) => c.id === activeId);
  return active && !first.includes(active) ? [...first, active] : categories.slice(0, FOLDED_TABS);
}

/**
 * The WAI-ARIA tabs pattern: one tab in the Tab order (the selected one), arrows move and select (mirrored right to
 * left), Home and End jump. Laid out as a grid of at most 4 columns (SPEC.md 9). A long menu's grid folds to two rows
 * (FOLDED_TABS) under a button that shows every category, so the dishes stay on the first screen of a phone; choosing
 * a category from the unfolded grid folds it again.
 */
export function CategoryTabs({ categories, activeId, onSelect, idPrefix }: CategoryTabsProps) {
  const { t } = useI18n();
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<string | null>(null);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const last = categories.length - 1;
    const step: Record<string, number> = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, ArrowDown: 1, ArrowUp: -1 };
    let next: number;
    if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    else if (event.key in step) next = (index + step[event.key]! + categories.length) % categories.length;
    else return;
    event.preventDefault();
    const id = categories[next]!.id;
    // Focused once rendered: in a folded grid the tab may only appear now that it is selected.
    focusNext.current = id;
    onSelect(id);
  }

  useEffect(() => {
    if (focusNext.current === null) return;
    tabs.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const [folded, setFolded] = useState(true);
  const foldable = categories.length > FOLDED_TABS;
  const shown = visibleTabs(categories, activeId, folded);
  const columns = { '--tab-columns': Math.min(4, categories.length) } as CSSProperties;
  return (
    <div className="category-tabs-block">
      <div role="tablist" id={`${idPrefix}-tablist`} aria-label={t('menuCategories')} className="category-tabs" style={columns}>
        {shown.map((category) => {
          const selected = category.id === activeId;
          return (
            <button
              key={category.id}
              ref={(element) => {
                if (element) tabs.current.set(category.id, element);
                else tabs.current.delete(category.id);
              }}
              type="button"
              role="tab"
              id={categoryTabId(idPrefix, category.id)}
              aria-selected={selected}
              aria-controls={`${idPrefix}-panel`}
              tabIndex={selected ? 0 : -1}
              className="category-tabs__tab"
              onClick={() => {
                onSelect(category.id);
                if (foldable) setFolded(true);
              }}
              onKeyDown={(event) => onKeyDown(event, categories.indexOf(category))}
            >
              {category.name}
            </button>
          );
        })}
      </div>
      {foldable ? (
        <button
          type="button"
          className="category-tabs__more"
          aria-expanded={!folded}
          aria-controls={`${idPrefix}-tablist`}
          onClick={() => setFolded(!folded)}
        >
          {folded ? t('allCategories', { count: String(categories.length) }) : t('fewerCategories')}
        </button>
      ) : null}
    </div>
  );
}
