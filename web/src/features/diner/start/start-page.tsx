/** /start?rid=&table=&lang= and /start/{slug}?rid=&lang=&table=&preview=1: finds the restaurant, then the menu. */
import { useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { getPublicMenu } from '../api/get-public-menu';
import { getRestaurantIdBySlug, getRestaurantInfo } from '../api/get-restaurant-info';
import { StatusCard } from '../components/status-card';
import type { MessageKey } from '../i18n/dictionaries/en';
import { useI18n } from '../i18n/i18n-store';
import { readLanguageCookie } from '../language/language-cookie';
import { useDocumentTitle } from '../lib/document-title';
import { navigate, useDinerLocation } from '../navigation/location-store';
import { resolveStart, StartError } from './resolve-start';

export default function StartPage({ slug }: { slug: string | null }) {
  const { t } = useI18n();
  const { query } = useDinerLocation();
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [attempt, setAttempt] = useState(0);
  useDocumentTitle(t('startingOrdering'));

  useEffect(() => {
    let current = true;
    resolveStart(slug, query, {
      idBySlug: getRestaurantIdBySlug,
      restaurant: getRestaurantInfo,
      savedLanguage: readLanguageCookie,
      browserLanguages: navigator.languages ?? [navigator.language],
    }).then(
      ({ restaurantId, lang, menuPath }) => {
        if (!current) return;
        // Start the menu's data now, so the menu shows as soon as we get there (its code was asked for with this page's).
        getPublicMenu(restaurantId, lang).catch(() => {});
        // Replaced, not pushed: Back from the menu must not come here and bounce forward again.
        navigate(menuPath, { replace: true });
      },
      (error: unknown) => {
        if (!current) return;
        const reason = error instanceof StartError ? error.reason : 'startFailed';
        // A wrong link is the diner's to see; a failure of ours is also for the console and error monitoring.
        if (reason === 'startFailed') console.error('Could not start the ordering flow', error);
        setFailure(reason);
      },
    );
    return () => {
      current = false;
    };
  }, [slug, query, attempt]);

  if (!failure) return <Spinner fill label={t('startingOrdering')} />;
  return (
    <StatusCard
      tone="error"
      title={t('errorTitle')}
      text={t('startFailed')}
      actions={
        <>
          {failure === 'startFailed' ? (
            <button
              type="button"
              className="button"
              onClick={() => {
                setFailure(null);
                setAttempt((n) => n + 1);
              }}
            >
              {t('tryAgain')}
            </button>
          ) : null}
          <a className="button button--outline" href="/">
            {t('returnHome')}
          </a>
        </>
      }
    >
      {failure !== 'startFailed' ? <p className="status-card__reason">{t(failure)}</p> : null}
    </StatusCard>
  );
}
