/**
 * The diner's menu page as a guest at table 5 opens it: menu-public answered at fetch with the given menu, the URL
 * and the dictionary of the language asked for.
 */
import type { PublicMenu } from '../../../shared/api';
import en from '../../../web/src/features/diner/i18n/dictionaries/en';
import es from '../../../web/src/features/diner/i18n/dictionaries/es';
import { activateLanguage } from '../../../web/src/features/diner/i18n/i18n-store';
import MenuPage from '../../../web/src/features/diner/menu/menu-page';
import { mockApi } from './fetch-mock';
import { renderWithClient } from './render';

export function renderMenuPage(restaurantId: string, lang: 'en' | 'es', served: PublicMenu) {
  mockApi({ 'GET /functions/v1/menu-public': () => ({ body: served }) });
  window.history.replaceState(null, '', `/menu/${restaurantId}?table=5&lang=${lang}`);
  activateLanguage(lang, lang === 'es' ? es : en);
  return renderWithClient(<MenuPage restaurantId={restaurantId} />);
}

/** Back to English after a test that switched the menu's language (the dictionary store outlives the render). */
export function resetMenuLanguage() {
  activateLanguage('en', en);
}
