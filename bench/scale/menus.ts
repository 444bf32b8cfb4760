import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { PublicMenu } from '../../shared/api';
import { LANGUAGE_CODES, type LanguageCode } from '../../shared/languages';
import { batchPut, cartLine, measureRequest, MENU_SIZES, type Composition, type ScaleStack, type Timed } from './kit';

// 1. Menu size

export interface MenuRestaurant {
  id: string;
  items: number;
}

export interface MenuShape {
  /** Categories (default: one per 10 items). */
  categories?: number;
  /** The languages the restaurant offers, each item and category translated into each (default: all 9). */
  languages?: readonly LanguageCode[];
}

/** A restaurant taking payments whose menu has `items` dishes with descriptions, a third of them with options. */
export async function menuRestaurant(c: Composition, items: number, shape: MenuShape = {}): Promise<MenuRestaurant> {
  const { db, Menu, Restaurants } = c;
  const languages = shape.languages ?? LANGUAGE_CODES;
  const { restaurant } = await Restaurants.ensureForOwner(`bench-scale-owner-${randomUUID()}`, { name: `Scale ${items}` });
  const restaurantId = restaurant.id;
  await Restaurants.update(restaurantId, { enabledLanguages: [...languages], defaultLanguage: languages[0] ?? 'en' });
  const { createSandboxAccounts } = await import('../../functions/lib/payments/sandbox/connect-accounts');
  const accountId = `acct_sandbox_${restaurantId.slice(0, 8)}`;
  await createSandboxAccounts(db).ensureOnboarded(accountId, restaurantId);
  await Restaurants.setStripeAccount(restaurantId, accountId);
  await Restaurants.setPaymentStatus(restaurantId, { chargesEnabled: true, payoutsEnabled: true });

  const categoryCount = shape.categories ?? Math.max(1, items / 10);
  const categories = Array.from({ length: categoryCount }, (_, i) => ({ restaurantId, categoryId: randomUUID(), name: `Category ${i + 1}`, position: i }));
  const menuItems = Array.from({ length: items }, (_, i) => ({
    restaurantId,
    itemId: randomUUID(),
    categoryId: categories[i % categoryCount]!.categoryId,
    name: `Dish number ${i + 1}`,
    description: `Dish ${i + 1}: slow-cooked with seasonal vegetables, fresh herbs from the garden and a house sauce, served warm.`,
    priceCents: 800 + (i % 20) * 50,
    position: Math.floor(i / categoryCount),
    // Checkout's index of the item's links, as the builder writes it (issue 31 goal 2): set below for linked items.
    modifierGroupIds: [] as string[],
    comboRef: { componentIds: [] as string[] },
  }));
  await batchPut(db.entities.menuCategory as never, categories);

  // Option groups: a required Size (2 options) and optional Extras (3), one pair per 20 items (at least one pair),
  // each linked to a third of the items.
  const pairs = Math.max(1, Math.floor(items / 20));
  for (let p = 0; p < pairs; p++) {
    const size = await Menu.createModifierGroup(restaurantId, { name: `Size ${p + 1}`, selectionType: 'single', required: true, minSelect: 1, maxSelect: 1, position: 0 });
    const extras = await Menu.createModifierGroup(restaurantId, { name: `Extras ${p + 1}`, selectionType: 'multi', required: false, minSelect: 0, maxSelect: 2, position: 1 });
    await batchPut(db.entities.modifierOption as never, [
      { restaurantId, groupId: size.id, optionId: randomUUID(), name: 'Regular', priceDeltaCents: 0, position: 0, isDefault: true },
      { restaurantId, groupId: size.id, optionId: randomUUID(), name: 'Large', priceDeltaCents: 300, position: 1 },
      { restaurantId, groupId: extras.id, optionId: randomUUID(), name: 'Cheese', priceDeltaCents: 100, position: 0 },
      { restaurantId, groupId: extras.id, optionId: randomUUID(), name: 'Olives', priceDeltaCents: 80, position: 1 },
      { restaurantId, groupId: extras.id, optionId: randomUUID(), name: 'Basil', priceDeltaCents: 50, position: 2 },
    ]);
    const linked = menuItems.filter((_, i) => i % 3 === 1 && Math.floor(i / 3) % pairs === p);
    for (const item of linked) item.modifierGroupIds = [size.id, extras.id];
    await batchPut(
      db.entities.itemModifierGroup as never,
      linked.flatMap((item) => [
        { restaurantId, itemId: item.itemId, groupId: size.id, position: 0 },
        { restaurantId, itemId: item.itemId, groupId: extras.id, position: 1 },
      ]),
    );
  }

  await batchPut(db.entities.menuItem as never, menuItems);

  // Every item and category in all 9 languages (the menu's own language included, as a translated menu has).
  await batchPut(
    db.entities.menuCategoryTranslation as never,
    categories.flatMap((cat) => languages.map((lang) => ({ restaurantId, categoryId: cat.categoryId, lang, name: `${cat.name} (${lang})`, provenance: 'machine' }))),
  );
  await batchPut(
    db.entities.menuItemTranslation as never,
    menuItems.flatMap((item) =>
      languages.map((lang) => ({
        restaurantId,
        itemId: item.itemId,
        lang,
        name: `${item.name} (${lang})`,
        description: `[${lang}] ${item.description}`,
        provenance: 'machine',
      })),
    ),
  );
  return { id: restaurantId, items };
}

export interface MenuFigure extends Timed {
  request: string;
  items: number;
}

export async function measureMenus(c: Composition, stack: ScaleStack, notes: string[], log: (m: string) => void): Promise<MenuFigure[]> {
  const figures: MenuFigure[] = [];
  let sendLang = true;
  for (const size of MENU_SIZES) {
    const started = performance.now();
    const r = await menuRestaurant(c, size);
    log(`  menu of ${size} items seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const menuUrl = (lang?: string) => `${stack.urls.api}/functions/v1/menu-public?restaurant_id=${r.id}${lang ? `&lang=${lang}` : ''}`;
    const menu = (await (await fetch(menuUrl('es'))).json()) as PublicMenu;
    if (menu.items.length !== size) notes.push(`menu-public on the ${size}-item menu answered ${menu.items.length} items`);
    figures.push({ request: 'menu-public lang=es', items: size, ...(await measureRequest(() => fetch(menuUrl('es')), true)) });
    figures.push({ request: 'menu-public (default language)', items: size, ...(await measureRequest(() => fetch(menuUrl()), true)) });

    const plain = menu.items.filter((i) => i.modifierGroupIds.length === 0 && !i.combo);
    const withOptions = menu.items.find((i) => i.modifierGroupIds.length > 0)!;
    const required = withOptions.modifierGroupIds
      .map((gid) => menu.modifierGroups.find((g) => g.id === gid)!)
      .filter((g) => g.required)
      .map((g) => g.options[0]!.id);
    const carts = {
      'create-payment 1 line, lang=es': [cartLine(plain[0]!.id)],
      'create-payment 3 lines, lang=es': [cartLine(plain[0]!.id), cartLine(withOptions.id, required), cartLine(plain[plain.length - 1]!.id)],
    };
    let tableCount = 0;
    for (const [name, items] of Object.entries(carts)) {
      const send = () =>
        fetch(`${stack.urls.api}/functions/v1/create-payment`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            restaurantId: r.id,
            items,
            // A table per order: one address's orders per table are bounded (RATE_LIMITS.checkout.ordersPerClientTable).
            tableLabel: `${++tableCount}`,
            note: null,
            tip: { kind: 'percent', percent: 18 },
            attemptId: randomUUID(),
            ...(sendLang ? { lang: 'es' } : {}),
          }),
        });
      const probe = await send();
      if (probe.status === 400 && sendLang) {
        sendLang = false;
        notes.push(`create-payment refused \`lang\` (${JSON.stringify(await probe.json()).slice(0, 120)}): carts sent without it`);
      } else await probe.arrayBuffer();
      const figure = await measureRequest(send);
      if (figure.status !== 200) notes.push(`${name} on ${size} items answered HTTP ${figure.status}`);
      figures.push({ request: sendLang ? name : name.replace(', lang=es', ''), items: size, ...figure });
    }
  }
  return figures;
}
