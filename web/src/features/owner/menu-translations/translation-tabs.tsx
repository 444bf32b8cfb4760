import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { MenuTranslationsResponse } from '@shared/api';
import { pageCompletion } from './translation-rules';

export type Tab = 'categories' | 'items';
const TABS: { id: Tab; label: string }[] = [
  { id: 'categories', label: 'Categories' },
  { id: 'items', label: 'Menu Items' },
];

export const tabId = (tab: Tab) => `translations-tab-${tab}`;
export const panelId = (tab: Tab) => `translations-panel-${tab}`;

/** WAI-ARIA tabs with a completion badge each: one tab stop, arrow keys (and Home/End) move and select. */
export function TranslationTabs({ page, tab, onSelect }: { page: MenuTranslationsResponse; tab: Tab; onSelect: (tab: Tab) => void }) {
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const completion = pageCompletion(page);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TABS.findIndex((t) => t.id === tab);
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    let next: Tab | undefined;
    if (step) next = TABS[(index + step + TABS.length) % TABS.length]?.id;
    if (event.key === 'Home') next = TABS[0]?.id;
    if (event.key === 'End') next = TABS[TABS.length - 1]?.id;
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    refs.current[next]?.focus();
  }

  return (
    <div className="tabs tr-tabs" role="tablist" aria-label="What to translate">
      {TABS.map((t) => {
        const counts = completion[t.id];
        return (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={tabId(t.id)}
            className="tabs__tab tr-tab"
            aria-selected={t.id === tab}
            aria-controls={panelId(t.id)}
            tabIndex={t.id === tab ? 0 : -1}
            onClick={() => onSelect(t.id)}
            onKeyDown={onKeyDown}
          >
            <span>{t.label}</span>{' '}
            <span className={counts.translated === counts.total ? 'badge tr-badge--complete' : 'badge'}>
              {counts.translated}/{counts.total}
            </span>
          </button>
        );
      })}
    </div>
  );
}

/** The items under their category's name, in menu order. */
export function ItemGroups({
  page,
  render,
}: {
  page: MenuTranslationsResponse;
  render: (row: MenuTranslationsResponse['items'][number]) => ReactNode;
}) {
  const known = new Set(page.categories.map((c) => c.id));
  const groups = [
    ...page.categories.map((category) => ({ id: category.id, name: category.source.name, rows: page.items.filter((i) => i.categoryId === category.id) })),
    { id: '', name: 'Other items', rows: page.items.filter((i) => !known.has(i.categoryId)) },
  ].filter((group) => group.rows.length > 0);
  return (
    <div className="stack">
      {groups.map((group) => (
        <section key={group.id} className="stack stack--tight" aria-label={group.name}>
          <h2 className="tr-group__title" lang={page.sourceLang} dir="auto">
            {group.name}
          </h2>
          <ul className="tr-list">{group.rows.map(render)}</ul>
        </section>
      ))}
    </div>
  );
}
