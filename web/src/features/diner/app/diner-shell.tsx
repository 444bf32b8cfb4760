/**
 * The diner's app as the browser loads it: its pages (boot/diner-pages.ts: the menu and the others come in chunks of
 * their own, the language chooser is here) inside the customer shell, the toasts, and the focus moved to the page on
 * each navigation (what a screen reader user would otherwise miss: the page changed).
 */
import './diner.css';
import { useEffect, useRef } from 'react';
import { Toaster } from '@/components/toast/toaster';
import { matchDinerRoute } from '../boot/diner-routes';
import { endHydration, replayEarlyClicks } from '../boot/prerendered-page';
import { useI18n } from '../i18n/i18n-store';
import { useDinerLocation } from '../navigation/location-store';
import { CustomerShell } from './customer-shell';
import { DinerPage } from './diner-page';
import { PageErrorBoundary } from './page-error-boundary';

export { activateLanguage } from '../i18n/i18n-store';

export function DinerApp() {
  const { pathname } = useDinerLocation();
  const { t } = useI18n();
  const route = matchDinerRoute(pathname);
  const main = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (pathname !== firstPath.current) main.current?.focus();
  }, [pathname]);
  // The first effect after a prerendered page was hydrated: the diner's own address, cart and filter show now, and
  // the buttons tapped before the app was there are tapped again.
  useEffect(() => {
    endHydration();
    replayEarlyClicks();
  }, []);

  const foreignPath = route === null;
  useEffect(() => {
    // Back/forward to a page of the main app (after a full load from it): let that app start.
    if (foreignPath) window.location.reload();
  }, [foreignPath]);

  return (
    <>
      <CustomerShell mainRef={main}>
        {route ? (
          <PageErrorBoundary key={pathname}>
            <DinerPage route={route} />
          </PageErrorBoundary>
        ) : null}
      </CustomerShell>
      <Toaster label={t('notifications')} dismissLabel={t('dismissNotification')} pathname={pathname} />
    </>
  );
}
