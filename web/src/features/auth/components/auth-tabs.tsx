import { useRef, type KeyboardEvent } from 'react';
import type { AuthMode } from '../auth-form-validation';

export const AUTH_PANEL_ID = 'auth-panel';
export const authTabId = (mode: AuthMode) => `auth-tab-${mode}`;

const TABS: { mode: AuthMode; label: string }[] = [
  { mode: 'signin', label: 'Sign In' },
  { mode: 'signup', label: 'Sign Up' },
];

/** WAI-ARIA tabs: one tab stop, arrow keys move between the two tabs and select them. */
export function AuthTabs({ mode, onChange }: { mode: AuthMode; onChange(mode: AuthMode): void }) {
  const refs = useRef<Partial<Record<AuthMode, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TABS.findIndex((t) => t.mode === mode);
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    let next: AuthMode | undefined;
    if (step) next = TABS[(index + step + TABS.length) % TABS.length]?.mode;
    if (event.key === 'Home') next = TABS[0]?.mode;
    if (event.key === 'End') next = TABS[TABS.length - 1]?.mode;
    if (!next) return;
    event.preventDefault();
    onChange(next);
    refs.current[next]?.focus();
  }

  return (
    <div className="tabs" role="tablist" aria-label="Account">
      {TABS.map((tab) => (
        <button
          key={tab.mode}
          ref={(el) => {
            refs.current[tab.mode] = el;
          }}
          type="button"
          role="tab"
          id={authTabId(tab.mode)}
          className="tabs__tab"
          aria-selected={tab.mode === mode}
          aria-controls={AUTH_PANEL_ID}
          tabIndex={tab.mode === mode ? 0 : -1}
          onClick={() => onChange(tab.mode)}
          onKeyDown={onKeyDown}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
