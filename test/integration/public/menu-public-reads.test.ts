/**
 * Issue 14, item 2: one language per menu read. On a menu translated into every other language (9 in all), a
 * menu-public read in one language reads that language's translations and no other: its Queries return the base
 * menu and the Spanish rows only, and the bytes read stay near the bytes answered, where the whole-menu read it
 * replaces (every language) reads several times more. A middleware on the one document client sees every call the
 * handler makes in this process (as test/integration/payments/create-payment-reads.test.ts does for checkout).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Branding, db, documentClient, Menu } from '../../../functions/lib/composition';
import { queryMenuCollection, toRestaurantMenu } from '../../../functions/lib/domain/menu/read';
import { toPublicMenu } from '../../../functions/lib/domain/public-menu/public-menu';
import { toStorefront } from '../../../functions/lib/domain/public-menu/storefront';
import { handler as menuPublic } from '../../../functions/menu-public';
import type { PublicMenu, Restaurant } from '../../../shared/api';
import { LANGUAGE_CODES } from '../../../shared/languages';
import type { MenuFixture } from '../http/menu-fixture';
import { invokeGet, restaurantWithMenu } from './support';

const MIDDLEWARE = 'menuPublicReadCounter';
const EXTRA_ITEMS = 40;

interface Read {
  command: string;
  /** Per returned item: its ElectroDB entity, for a translation its language, and its attribute names. */
  items: { entity: string; lang?: string; attributes: string[] }[];
  /** A translations Query's sort-key prefix (`$translations#<entity>_2#lang_<l>...`). */
  prefix?: string;
  /** The returned items as JSON, and the items the Query examined before its filter (ScannedCount). */
  bytes: number;
  scanned: number;
  capacity: number;
}
let recording: Read[] | null = null;

async function counted<T>(run: () => Promise<T>): Promise<{ result: T; reads: Read[] }> {
  recording = [];
  try {
    const result = await run();
    return { result, reads: recording };
  } finally {
    recording = null;
  }
}

const sum = (reads: Read[], key: 'bytes' | 'scanned' | 'capacity') => reads.reduce((total, read) => total + read[key], 0);

let restaurant: Restaurant;
let fixture: MenuFixture;
const otherLanguages = () => LANGUAGE_CODES.filter((lang) => lang !== restaurant.defaultLanguage);

beforeAll(async () => {
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      const command = String(context.commandName ?? 'unknown');
      if (recording && command === 'QueryCommand') (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      if (recording && command.endsWith('Command')) {
        const output = result.output as { Items?: Record<string, unknown>[]; ScannedCount?: number; ConsumedCapacity?: { CapacityUnits?: number } };
        const items = output.Items ?? [];
        // A projected translation comes without its entity tag: its Query's sort-key prefix names the entity.
        const prefix = Object.values((args.input as { ExpressionAttributeValues?: Record<string, unknown> }).ExpressionAttributeValues ?? {}).find(
          (value): value is string => typeof value === 'string' && value.startsWith('$translations#'),
        );
        const prefixEntity = prefix ? /^\$translations#(\w+?)_\d/.exec(prefix)?.[1] : undefined;
        recording.push({
          command,
          ...(prefix ? { prefix } : {}),
          items: items.map((item) => ({
            entity: String(item.__edb_e__ ?? prefixEntity),
            ...(typeof item.lang === 'string' ? { lang: item.lang } : {}),
            attributes: Object.keys(item),
          })),
          bytes: JSON.stringify(items).length,
          scanned: output.ScannedCount ?? items.length,
          capacity: output.ConsumedCapacity?.CapacityUnits ?? 0,
        });
      }
      return result;
    },
    { step: 'initialize', name: MIDDLEWARE },
  );
  ({ restaurant, menu: fixture } = await restaurantWithMenu());
  await db.entities.restaurant.patch({ restaurantId: restaurant.id }).set({ enabledLanguages: [...LANGUAGE_CODES] }).go();
  for (let i = 0; i < EXTRA_ITEMS; i += 10) {
    await Promise.all(
      Array.from({ length: 10 }, (_, j) =>
        Menu.createItem(restaurant.id, { categoryId: fixture.categoryId, name: `Dish ${i + j}`, priceCents: 900, description: 'A long description '.repeat(6), visible: true }),
      ),
    );
  }
  const menu = await Menu.read(restaurant.id, { consistent: true });
  for (const item of menu.items) {
    await Promise.all(
      otherLanguages().map((lang) => Menu.putItemTranslation(restaurant.id, { itemId: item.id, lang, name: `${item.name} (${lang})`, description: `${lang} words `.repeat(8) })),
    );
  }
  await Promise.all(otherLanguages().map((lang) => Menu.putCategoryTranslation(restaurant.id, { categoryId: fixture.categoryId, lang, name: `Mains (${lang})` })));
}, 120_000);

afterAll(() => {
  documentClient.middlewareStack.remove(MIDDLEWARE);
});

describe('menu-public in one language on a menu in 9 languages', () => {
  it('reads only that language\'s translations, in one round, about what it answers', async () => {
    const { result, reads } = await counted(() => invokeGet(menuPublic, 'menu-public', '/functions/v1/menu-public', { restaurant_id: restaurant.id, lang: 'es' }));
    expect(result.status).toBe(200);
    const body = result.body as PublicMenu;
    expect(body.lang).toBe('es');
    expect(body.categories.map((c) => c.name)).toEqual(['Mains (es)']);
    expect(body.items.every((item) => item.name.endsWith('(es)'))).toBe(true);

    // Three Queries, all started at once: the base menu, the Spanish category and item translations.
    expect(reads.map((read) => read.command)).toEqual(['QueryCommand', 'QueryCommand', 'QueryCommand']);
    // Each item's Spanish translation, and the category's: the translation Queries' key condition names the language
    // (`lang_es` in the sort key), and they return as many rows as there are Spanish translations.
    const translations = reads.flatMap((read) => read.items).filter((item) => item.entity.toLowerCase().endsWith('translation'));
    const items = reads.flatMap((read) => read.items).filter((item) => item.entity === 'menuItem');
    expect(translations).toHaveLength(items.length + 1);
    const prefixes = reads.flatMap((read) => (read.prefix ? [read.prefix] : []));
    expect(prefixes).toHaveLength(2);
    for (const prefix of prefixes) expect(prefix).toMatch(/#lang_es(#|$)/);
    const spanish = await queryMenuCollection(db, restaurant.id, { translations: { lang: 'es' } });
    expect(spanish.menuItemTranslation).toHaveLength(items.length);
    expect(spanish.menuItemTranslation.every((t) => t.lang === 'es')).toBe(true);
    // No keys, no restaurant id, no translation bookkeeping came back: only what a diner can be shown.
    const attributes = new Set(reads.flatMap((read) => read.items.flatMap((item) => item.attributes)));
    for (const hidden of ['pk', 'sk', 'gsi1pk', 'restaurantId', 'lang', 'provenance', 'locked', 'updatedAt']) expect(attributes.has(hidden), hidden).toBe(false);
    // Nothing examined and dropped: every item a Query read, it returned.
    expect(sum(reads, 'scanned')).toBe(reads.reduce((total, read) => total + read.items.length, 0));

    const answered = JSON.stringify(body).length;
    const read = sum(reads, 'bytes');
    // What the whole-menu read (every language, as menu-public read before issue 14) returns.
    const whole = await counted(() => queryMenuCollection(db, restaurant.id));
    console.info(
      `menu-public lang=es, ${items.length} items in 9 languages: ${reads.length} calls (one round), ${read} B read ` +
        `(${sum(reads, 'scanned')} items, ${sum(reads, 'capacity')} RCU), ${answered} B answered. ` +
        `Every language's read: ${whole.reads.length} calls, ${sum(whole.reads, 'bytes')} B (${sum(whole.reads, 'scanned')} items, ${sum(whole.reads, 'capacity')} RCU)`,
    );
    // 1 language of 9: under a third of every language's bytes and capacity (the base menu is read either way). What
    // remains above the answer is the stored records' own weight (keys, ids, times, provenance), not other languages.
    expect(read).toBeLessThan(sum(whole.reads, 'bytes') / 3);
    expect(sum(reads, 'capacity')).toBeLessThan(sum(whole.reads, 'capacity') / 3);
    expect(read).toBeLessThan(answered * 2);
  }, 60_000);

  it('answers exactly what the whole stored rows give, in every language, with a combo, an image, allergens and a logo', async () => {
    // The parts of a menu the fixture lacks: a combo, an item photo, an ingredient with allergens, branding and a logo.
    const [main, side] = (await Menu.read(restaurant.id, { consistent: true })).items.filter((i) => i.visible && i.isActive);
    const meal = await Menu.createItem(restaurant.id, { categoryId: fixture.categoryId, name: 'Lunch deal', priceCents: 1500, visible: true });
    const comboId = randomUUID();
    const componentId = randomUUID();
    await db.entities.comboItem.create({ restaurantId: restaurant.id, comboId, itemId: meal.id }).go();
    await db.entities.comboComponent.create({ restaurantId: restaurant.id, comboId, componentId, label: 'Main' }).go();
    for (const [position, choiceItemId] of [main!.id, side!.id].entries()) {
      await db.entities.comboComponentChoice.create({ restaurantId: restaurant.id, componentId, choiceItemId, position }).go();
    }
    await db.entities.menuItem
      .patch({ restaurantId: restaurant.id, itemId: main!.id })
      .set({ imageUrl: 'https://media.example/m.jpg', imageAlt: 'A plate', imageWidth: 1200, imageHeight: 900, imageVariants: [{ width: 480, url: 'https://media.example/m-480.jpg' }] })
      .go();
    await Menu.createIngredient(restaurant.id, main!.id, { name: 'Walnuts', allergens: ['nuts'], isRemovable: true });
    await Branding.put(restaurant.id, { primaryColor: '#112233', accentColor: '#445566', backgroundColor: '#FAFAFA', textColor: '#101010' });
    await Branding.setLogo(restaurant.id, 'https://media.example/logo.png');

    const whole = await queryMenuCollection(db, restaurant.id, { consistent: true });
    const expected = (lang?: string) => toPublicMenu(toStorefront(whole)!, toRestaurantMenu(whole), lang as never);
    for (const lang of [undefined, ...LANGUAGE_CODES]) {
      const { result } = await counted(() => invokeGet(menuPublic, 'menu-public', '/functions/v1/menu-public', { restaurant_id: restaurant.id, ...(lang ? { lang } : {}) }));
      expect(result.status).toBe(200);
      expect(result.body, lang).toEqual(JSON.parse(JSON.stringify(expected(lang))));
    }
    const served = (await invokeGet(menuPublic, 'menu-public', '/functions/v1/menu-public', { restaurant_id: restaurant.id })).body as PublicMenu;
    expect(served.restaurant.branding.logoUrl).toBe('https://media.example/logo.png');
    expect(served.items.find((i) => i.id === meal.id)?.combo?.components[0]?.choices).toHaveLength(2);
    expect(served.items.find((i) => i.id === main!.id)).toMatchObject({ imageAlt: 'A plate', ingredients: [{ name: 'Walnuts', allergens: ['nuts'] }] });
  }, 60_000);

  it('in the default language, or without one, reads no translation', async () => {
    const queries: Record<string, string>[] = [{ restaurant_id: restaurant.id }, { restaurant_id: restaurant.id, lang: restaurant.defaultLanguage }];
    for (const query of queries) {
      const { result, reads } = await counted(() => invokeGet(menuPublic, 'menu-public', '/functions/v1/menu-public', query));
      expect(result.status).toBe(200);
      expect((result.body as PublicMenu).categories.map((c) => c.name)).toEqual(['Mains']);
      expect(reads.flatMap((read) => read.items).filter((item) => item.entity.toLowerCase().endsWith('translation'))).toEqual([]);
    }
  });
});
