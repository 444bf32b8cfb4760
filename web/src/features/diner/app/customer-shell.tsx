import type { ReactNode, Ref } from 'react';
import { useI18n } from '../i18n/i18n-store';

/**
 * The frame of the diner's pages. Kept bare on purpose: these pages carry the restaurant's own branding (CSS
 * variables set by the page, see branding.ts).
 */
export function CustomerShell({ children, mainRef }: { children: ReactNode; mainRef: Ref<HTMLElement> }) {
  const { t } = useI18n();
  return (
    <div className="customer-shell">
      <main id="main" ref={mainRef} tabIndex={-1} className="customer-shell__main">
        {children}
      </main>
      <footer className="customer-shell__footer">
        <p>{t('poweredBy')}</p>
      </footer>
    </div>
  );
}
