import { useRef, type KeyboardEvent } from 'react';
import { DASHBOARD_TABS, type DashboardTabId } from './dashboard-tabs';

export const tabId = (id: DashboardTabId) => `dashboard-tab-${id}`;
export const panelId = (id: DashboardTabId) => `dashboard-panel-${id}`;

/** WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move between tabs and select them. */
export function TabList({ selected, onSelect }: { selected: DashboardTabId; onSelect: (id: DashboardTabId) => void }) {
  const buttons = useRef(new Map<DashboardTabId, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent) {
    const index = DASHBOARD_TABS.findIndex((tab) => tab.id === selected);
    const last = DASHBOARD_TABS.length - 1;
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = DASHBOARD_TABS[(target + DASHBOARD_TABS.length) % DASHBOARD_TABS.length]!.id;
    onSelect(next);
    buttons.current.get(next)?.focus();
  }

  return (
    <div className="dash-tabs" role="tablist" aria-label="Dashboard sections" onKeyDown={onKeyDown}>
      {DASHBOARD_TABS.map((tab) => (
        <button
          key={tab.id}
          ref={(el) => {
            if (el) buttons.current.set(tab.id, el);
            else buttons.current.delete(tab.id);
          }}
          type="button"
          role="tab"
          id={tabId(tab.id)}
          aria-selected={tab.id === selected}
          aria-controls={panelId(tab.id)}
          tabIndex={tab.id === selected ? 0 : -1}
          className="dash-tabs__tab"
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
