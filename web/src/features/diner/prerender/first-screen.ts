/**
 * What a big menu's prerendered page carries (issue 31 goal 5): its first screen. The page's HTML holds the menu it
 * was rendered from as JSON, and a phone on a slow network paints nothing until that HTML is in: 1,000 dishes made it
 * 500 KB (62 KB gzipped) and its LCP 1.0 s. So a menu of more than WHOLE_MENU_MAX_ITEMS items is cut to the
 * restaurant, every category (the tabs are all there at once), the first FIRST_SCREEN_ITEMS dishes in menu order (the
 * tab panel shows the first category: what a phone or a laptop shows before scrolling), the items their combos offer
 * and the option groups of all of these. The page stays small enough to arrive in the first round trip of a new
 * connection (about 14 KB). The app hydrates that and asks menu-public for the whole menu at once
 * (menu/whole-menu.ts); until it is there a category says the rest of its dishes are loading.
 */
import type { PublicMenuItem } from '@shared/api';
import type { PrerenderedData } from '../boot/prerendered-page';
import { dietsOf, filterChoices } from '../menu/menu-filter';

/** Menus up to this many items are inlined whole, as before (the demo's 8, a typical café's 40). */
export const WHOLE_MENU_MAX_ITEMS = 60;
/** The dishes a big menu's page shows: the first category's first ones. */
export const FIRST_SCREEN_ITEMS = 8;

export function firstScreenData(data: PrerenderedData): PrerenderedData {
  if (data.page !== 'menu' || data.menu.items.length <= WHOLE_MENU_MAX_ITEMS) return data;
  const { menu } = data;
  const categories = [...menu.categories].sort((a, b) => a.position - b.position);
  const byCategory = new Map<string, PublicMenuItem[]>();
  for (const item of menu.items) byCategory.set(item.categoryId, [...(byCategory.get(item.categoryId) ?? []), item]);
  // Whole categories are listed as complete; the last one taken may be cut.
  const categoryIds: string[] = [];
  const ids = new Set<string>();
  for (const category of categories) {
    const room = FIRST_SCREEN_ITEMS - ids.size;
    if (room <= 0) break;
    const items = byCategory.get(category.id) ?? [];
    for (const item of items.slice(0, room)) ids.add(item.id);
    if (items.length <= room) categoryIds.push(category.id);
  }
  // A combo's chooser prices and describes its choices from their own items.
  for (const item of menu.items) {
    if (!ids.has(item.id)) continue;
    for (const component of item.combo?.components ?? []) for (const choice of component.choices) ids.add(choice.itemId);
  }
  const items = menu.items.filter((item) => ids.has(item.id));
  const groupIds = new Set(items.flatMap((item) => item.modifierGroupIds));
  const whole = filterChoices(dietsOf(menu.items).values());
  return {
    ...data,
    menu: { ...menu, items, modifierGroups: menu.modifierGroups.filter((group) => groupIds.has(group.id)) },
    firstScreen: { categoryIds, items: menu.items.length, allergens: whole.allergens, diets: whole.diets },
  };
}
