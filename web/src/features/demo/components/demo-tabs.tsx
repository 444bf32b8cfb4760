import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface DemoTab<Id extends string> {
  id: Id;
  label: string;
  panel: ReactNode;
}

interface DemoTabsProps<Id extends string> {
  label: string;
  tabs: DemoTab<Id>[];
  selected: Id;
  onSelect(id: Id): void;
}

/** WAI-ARIA tabs: one tab in the Tab order, arrows and Home/End move between tabs, the panel follows. */
export function DemoTabs<Id extends string>({ label, tabs, selected, onSelect }: DemoTabsProps<Id>) {
  const buttons = useRef(new Map<Id, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent, index: number) {
    const last = tabs.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target]!;
    onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  }

  return (
    <div className="demo-tabs">
      <div role="tablist" aria-label={label} className="demo-tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(node) => {
              if (node) buttons.current.set(tab.id, node);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`demo-tab-${tab.id}`}
            aria-controls={`demo-panel-${tab.id}`}
            aria-selected={tab.id === selected}
            tabIndex={tab.id === selected ? 0 : -1}
            className="demo-tabs__tab"
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs
        .filter((tab) => tab.id === selected)
        .map((tab) => (
          <div key={tab.id} role="tabpanel" id={`demo-panel-${tab.id}`} aria-labelledby={`demo-tab-${tab.id}`} tabIndex={0} className="demo-tabs__panel">
            {tab.panel}
          </div>
        ))}
    </div>
  );
}
