/**
 * The order pages come back from checkout with no branding and no ?lang: once the restaurant is known, fetch its
 * public info (quietly; the page works without it) for its colours, and keep the diner's language if the restaurant
 * offers it, else the one SPEC.md 9's rules pick.
 */
import { getRestaurantInfo } from '../api/get-restaurant-info';
import { useI18n } from '../i18n/i18n-store';
import { useDinerLanguage } from '../i18n/use-diner-language';
import { readLanguageCookie } from '../language/language-cookie';
import { pickLanguage } from '../language/language-priority';
import { useBranding } from '../lib/branding';
import { useAsync } from '../lib/use-async';

export function useRestaurantLook(restaurantId: string | null): void {
  const { lang } = useI18n();
  const info = useAsync(restaurantId, () => getRestaurantInfo(restaurantId!));
  const restaurant = info.status === 'success' ? info.data : null;
  useBranding(restaurant?.branding ?? null);
  useDinerLanguage(
    restaurant
      ? pickLanguage(restaurant, {
          urlLang: lang,
          cookieLang: readLanguageCookie(restaurant.id),
          browserLanguages: navigator.languages ?? [navigator.language],
        })
      : null,
  );
}
