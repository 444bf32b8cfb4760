import { useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { useI18n } from '../i18n/i18n-store';

interface CategoryTabsProps {
  categories: readonly { id: string; name: string }[];
  activeId: string;
  onSelect(id: string): void;
  /** Prefix of the tab and panel ids (the panel is `${idPrefix}-panel`). */
  idPrefix: string;
}

export const categoryTabId = (idPrefix: string, categoryId: string) => `${idPrefix}-tab-${categoryId}`;

/**
 * The WAI-ARIA tabs pattern: one tab in the Tab order (the selected one), arrows move and select (mirrored right to
 * left), Home and End jump. Laid out as a grid of at most 4 columns (SPEC.md 9).
 */
export function CategoryTabs({ categories, activeId, onSelect, idPrefix }: CategoryTabsProps) {
  const { t } = useI18n();
  const tabs = useRef(new Map<string, HTMLButtonElement>());

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
    onSelect(id);
    tabs.current.get(id)?.focus();
  }

  const columns = { '--tab-columns': Math.min(4, categories.length) } as CSSProperties;
  return (
    <div role="tablist" aria-label={t('menuCategories')} className="category-tabs" style={columns}>
      {categories.map((category, index) => {
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
            onClick={() => onSelect(category.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {category.name}
          </button>
        );
      })}
    </div>
  );
}
