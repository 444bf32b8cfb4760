import type { PublicMenu } from '@shared/api';
import type { LanguageCode } from '@shared/languages';
import { publicApiPaths } from '@/lib/public-api-paths';
import { withQuery } from '../navigation/diner-paths';
import { cachedGet, settledGet } from './public-cache';

/**
 * GET menu-public: the restaurant (settings, branding) and its whole menu in one response. Typed, not parsed with
 * zod: the schemas would cost the diner's first load ~26 KB (the contract is tested on the server side and e2e).
 */
const menuPath = (restaurantId: string, lang?: LanguageCode | null) =>
  withQuery(publicApiPaths.menu(), { restaurant_id: restaurantId, lang });

export function getPublicMenu(restaurantId: string, lang?: LanguageCode | null): Promise<PublicMenu> {
  return cachedGet(menuPath(restaurantId, lang));
}

/** The menu when its answer is already here (start-up asked for it), else undefined. */
export function receivedPublicMenu(restaurantId: string, lang?: LanguageCode | null): PublicMenu | undefined {
  return settledGet(menuPath(restaurantId, lang));
}
