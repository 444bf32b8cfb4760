/**
 * The order's lines in the diner's language (issue 14): each line keeps `itemName`, the restaurant's own name that
 * staff, the kitchen and analytics show (one language for them), and gains `dinerItemName`, the item's translated
 * name, when the diner ordered in a language the restaurant offers other than its default and the item has a
 * translated name there. The diner's order page and the gateway's checkout page show that one.
 */
import type { OrderLine } from '../../../../shared/api';
import type { LanguageCode } from '../../../../shared/languages';
import type { RestaurantMenu } from '../menu';
import { resolveLanguage } from '../public-menu/translation';

export function withDinerNames<L extends Pick<OrderLine, 'itemId'>>(
  lines: L[],
  menu: Pick<RestaurantMenu, 'itemTranslations'>,
  restaurant: { enabledLanguages: readonly LanguageCode[]; defaultLanguage: LanguageCode },
  requested: LanguageCode | undefined,
): (L & { dinerItemName?: string })[] {
  const lang = resolveLanguage(restaurant, requested);
  if (lang === restaurant.defaultLanguage) return lines;
  const names = new Map(
    menu.itemTranslations.filter((t) => t.lang === lang && t.name.trim() !== '').map((t) => [t.itemId, t.name]),
  );
  return lines.map((line) => {
    const dinerItemName = names.get(line.itemId);
    return dinerItemName ? { ...line, dinerItemName } : line;
  });
}
