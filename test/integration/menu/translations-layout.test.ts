/**
 * Issue 14's move of menu translations to their own collection, language first (functions/lib/db/migrations/
 * translations-layout.ts), against DynamoDB Local: records written exactly as the version-1 entities wrote them
 * (`$menu#menuItemTranslation_1#itemId_<id>#lang_<lang>`) are moved to the new layout with their text, provenance,
 * lock and time; a translation already in the new layout wins over its old record; the old records are gone; the
 * menu reads them the new way; a second run changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient, Menu, PublicMenus, Restaurants } from '../../../functions/lib/composition';
import { config } from '../../../functions/lib/config';
import { migrateTranslationsLayout } from '../../../functions/lib/db/migrations/translations-layout';

const table = config.tableName;
const pk = (restaurantId: string) => `$tabletap#restaurantId_${restaurantId}`;
const OLD_TIME = '2025-06-01T12:00:00.000Z';

/** What the version-1 entity put for a translation (its keys, identifiers and attributes), by a raw put. */
async function putOld(restaurantId: string, kind: 'item' | 'category', id: string, lang: string, fields: Record<string, unknown>) {
  const entity = kind === 'item' ? 'menuItemTranslation' : 'menuCategoryTranslation';
  const idField = kind === 'item' ? 'itemId' : 'categoryId';
  await documentClient.send(
    new PutCommand({
      TableName: table,
      Item: {
        pk: pk(restaurantId),
        sk: `$menu#${entity}_1#${idField}_${id}#lang_${lang}`,
        restaurantId,
        [idField]: id,
        lang,
        provenance: 'manual',
        locked: false,
        updatedAt: OLD_TIME,
        ...fields,
        __edb_e__: entity,
        __edb_v__: '1',
      },
    }),
  );
}

async function skUnder(restaurantId: string, prefix: string): Promise<Record<string, unknown>[]> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: table,
      KeyConditionExpression: 'pk = :pk and begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': pk(restaurantId), ':sk': prefix },
      ConsistentRead: true,
    }),
  );
  return Items;
}

describe('moving translations to the per-language layout', () => {
  it('moves the old records, keeps a newer one, deletes the old, and is a no-op the second time', async () => {
    const { restaurant } = await Restaurants.ensureForOwner(`owner-${randomUUID()}`, { name: 'Old Layout' });
    const r = restaurant.id;
    const category = await Menu.createCategory(r, { name: 'Mains' });
    const soup = await Menu.createItem(r, { categoryId: category.id, name: 'Soup', priceCents: 700, visible: true });
    const bread = await Menu.createItem(r, { categoryId: category.id, name: 'Bread', priceCents: 300, visible: true });

    await Promise.all([
      putOld(r, 'item', soup.id, 'es', { name: 'Sopa', description: 'Caliente', provenance: 'machine', provider: 'deepl', locked: false }),
      putOld(r, 'item', soup.id, 'nl', { name: 'Soep', locked: true, updatedBy: 'owner-1' }),
      putOld(r, 'item', bread.id, 'es', { name: 'Pan viejo' }),
      putOld(r, 'category', category.id, 'es', { name: 'Principales' }),
    ]);
    // Edited since the deploy, in the new layout: it wins over the old record.
    await Menu.putItemTranslation(r, { itemId: bread.id, lang: 'es', name: 'Pan' });
    // Before the move, the new reads do not see the old records.
    expect((await Menu.read(r)).itemTranslations.map((t) => t.name)).toEqual(['Pan']);

    expect(await migrateTranslationsLayout({ client: documentClient, table }, r)).toBe(4);

    expect(await skUnder(r, '$menu#menuItemTranslation')).toEqual([]);
    expect(await skUnder(r, '$menu#menuCategoryTranslation')).toEqual([]);
    const menu = await Menu.read(r, { consistent: true });
    const byKey = (t: { itemId: string; lang: string }) => `${t.itemId === soup.id ? 'soup' : 'bread'}:${t.lang}`;
    expect(Object.fromEntries(menu.itemTranslations.map((t) => [byKey(t), t]))).toEqual({
      'soup:es': expect.objectContaining({ name: 'Sopa', description: 'Caliente', provenance: 'machine', provider: 'deepl', locked: false, updatedAt: OLD_TIME }),
      'soup:nl': expect.objectContaining({ name: 'Soep', description: null, provenance: 'manual', locked: true, updatedBy: 'owner-1', updatedAt: OLD_TIME }),
      'bread:es': expect.objectContaining({ name: 'Pan' }),
    });
    expect(menu.categoryTranslations).toEqual([expect.objectContaining({ categoryId: category.id, lang: 'es', name: 'Principales', updatedAt: OLD_TIME })]);
    const spanish = await PublicMenus.read(r, 'es');
    expect(spanish?.items.map((i) => i.name)).toEqual(['Soup', 'Bread'].map((n) => (n === 'Soup' ? 'Sopa' : 'Pan')));
    expect(spanish?.categories.map((c) => c.name)).toEqual(['Principales']);

    const moved = await skUnder(r, '$translations');
    expect(moved.map((item) => item.sk).sort()).toEqual(
      [
        `$translations#menuCategoryTranslation_2#lang_es#categoryId_${category.id}`,
        `$translations#menuItemTranslation_2#lang_es#itemId_${bread.id}`,
        `$translations#menuItemTranslation_2#lang_es#itemId_${soup.id}`,
        `$translations#menuItemTranslation_2#lang_nl#itemId_${soup.id}`,
      ].sort(),
    );

    // Again: nothing to move, nothing written.
    expect(await migrateTranslationsLayout({ client: documentClient, table }, r)).toBe(0);
    expect(await skUnder(r, '$translations')).toEqual(moved);
  });

  it('does nothing for a restaurant without old records', async () => {
    const { restaurant } = await Restaurants.ensureForOwner(`owner-${randomUUID()}`, { name: 'New Layout' });
    expect(await migrateTranslationsLayout({ client: documentClient, table }, restaurant.id)).toBe(0);
  });
});

describe('deleting translated menu entries', () => {
  it("deletes an item's and a category's translations in every language (the per-language layout)", async () => {
    const { restaurant } = await Restaurants.ensureForOwner(`owner-${randomUUID()}`, { name: 'Deletes' });
    const r = restaurant.id;
    const [kept, gone] = await Promise.all([Menu.createCategory(r, { name: 'Kept' }), Menu.createCategory(r, { name: 'Gone' })]);
    const [soup, bread, cake] = await Promise.all([
      Menu.createItem(r, { categoryId: kept.id, name: 'Soup', priceCents: 700 }),
      Menu.createItem(r, { categoryId: kept.id, name: 'Bread', priceCents: 300 }),
      Menu.createItem(r, { categoryId: gone.id, name: 'Cake', priceCents: 500 }),
    ]);
    const langs = ['es', 'nl', 'de'] as const;
    await Promise.all(
      langs.flatMap((lang) => [
        ...[soup!, bread!, cake!].map((item) => Menu.putItemTranslation(r, { itemId: item.id, lang, name: `${item.name} ${lang}` })),
        ...[kept, gone].map((category) => Menu.putCategoryTranslation(r, { categoryId: category.id, lang, name: `${category.name} ${lang}` })),
      ]),
    );

    await Menu.deleteItem(r, soup!.id);
    await Menu.deleteCategory(r, gone.id);

    const left = (await skUnder(r, '$translations')).map((item) => String(item.sk).replace(/_[0-9a-f-]{36}$/, `_${item.itemId === bread!.id ? 'bread' : 'kept'}`));
    expect(left.sort()).toEqual(
      langs.flatMap((lang) => [`$translations#menuCategoryTranslation_2#lang_${lang}#categoryId_kept`, `$translations#menuItemTranslation_2#lang_${lang}#itemId_bread`]).sort(),
    );
  });
});
