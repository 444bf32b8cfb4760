import type { PublicMenu } from '../../../../../shared/api';
import type { LanguageCode } from '../../../../../shared/languages';
import { withQuery } from '../navigation/diner-paths';
import { cachedGet } from './public-cache';

/**
 * GET menu-public: the restaurant (settings, branding) and its whole menu in one response. Typed, not parsed with
 * zod: the schemas would cost the diner's first load ~26 KB (the contract is tested on the server side and e2e).
 */
export function getPublicMenu(restaurantId: string, lang?: LanguageCode | null): Promise<PublicMenu> {
  return cachedGet(withQuery('/functions/v1/menu-public', { restaurant_id: restaurantId, lang }));
}
