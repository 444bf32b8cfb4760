/** /language/{restaurantId}?table=: the diner picks a language; the choice is saved (cookie) and the menu opens. */
import type { LanguageCode } from '@shared/languages';
import { LANGUAGES } from '@shared/languages';
import { Spinner } from '@/components/ui/spinner';
import { getRestaurantInfo } from '../api/get-restaurant-info';
import { prerenderedRestaurant } from '../boot/prerendered-page';
import { LoadFailed } from '../components/load-failed';
import { RestaurantNotFound } from '../components/restaurant-not-found';
import { useI18n } from '../i18n/i18n-store';
import { saveLanguageCookie } from '../language/language-cookie';
import { NATIVE_LANGUAGE_NAMES } from '../language/language-names';
import { useBranding } from '../lib/branding';
import { useDocumentTitle } from '../lib/document-title';
import { useAsync } from '../lib/use-async';
import { isRestaurantMissing } from '../menu/load-menu';
import { dinerPaths } from '../navigation/diner-paths';
import { navigate, useDinerLocation } from '../navigation/location-store';
import { languageOptions } from './language-options';

export default function LanguagePage({ restaurantId }: { restaurantId: string }) {
  const { t } = useI18n();
  const { query } = useDinerLocation();
  // A prerendered page (or the menu the diner comes from) already has the restaurant: no spinner, no request.
  const restaurant = useAsync(
    restaurantId,
    () => getRestaurantInfo(restaurantId),
    () => prerenderedRestaurant(restaurantId) ?? undefined,
  );
  useBranding(restaurant.status === 'success' ? restaurant.data.branding : null);
  useDocumentTitle(t('chooseLanguage'));

  if (restaurant.status === 'loading') return <Spinner fill label={t('loadingLanguages')} />;
  if (restaurant.status === 'error') {
    return isRestaurantMissing(restaurant.error) ? (
      <RestaurantNotFound />
    ) : (
      <LoadFailed title={t('restaurantLoadFailed')} onRetry={restaurant.retry} />
    );
  }

  const { enabledLanguages, defaultLanguage, name } = restaurant.data;
  function choose(lang: LanguageCode) {
    saveLanguageCookie(restaurantId, lang);
    navigate(
      dinerPaths.menu(restaurantId, {
        lang,
        table: query.get('table'),
        tk: query.get('tk'),
        preview: query.get('preview') === '1' ? '1' : null,
      }),
    );
  }

  return (
    <section className="card language-chooser" aria-labelledby="language-title">
      <p className="language-chooser__restaurant">
        <bdi>{name}</bdi>
      </p>
      <h1 id="language-title" className="page__title">
        {t('chooseLanguage')}
      </h1>
      <p className="muted">{t('chooseLanguageHint')}</p>
      <ul className="language-chooser__list">
        {languageOptions(enabledLanguages, defaultLanguage).map((code) => (
          <li key={code}>
            <button type="button" className="language-chooser__option" lang={code} onClick={() => choose(code)}>
              <span className="language-chooser__native">{NATIVE_LANGUAGE_NAMES[code]}</span>
              <span className="language-chooser__english" lang="en">
                {LANGUAGES[code]}
              </span>
              {code === defaultLanguage ? <span className="language-chooser__default">{t('defaultLanguageMarker')}</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
