/**
 * Issue 14's key layout for menu translations: from the `menu` collection, item or category first
 * (version 1: `$menu#menuItemTranslation_1#itemId_<id>#lang_<lang>`, `$menu#menuCategoryTranslation_1#categoryId_<id>#lang_<lang>`),
 * to their own `translations` collection, language first (version 2: `$translations#menuItemTranslation_2#lang_<lang>#itemId_<id>`),
 * so one language is one sort-key prefix (functions/lib/db/entities/translations-collection.ts).
 *
 * For one restaurant: reads its version-1 records (a query per kind on their old prefix), writes each in the new
 * layout unless a translation with that key already is there (a newer edit made since the deploy, or this move
 * interrupted after the write: the new one wins), then deletes the old records. Idempotent: once moved there is
 * nothing left under the old prefix and a second run reads two empty pages and writes nothing. The translation's
 * own `updatedAt` is kept (the translations page shows it). Run for every restaurant by menu-prerender's
 * after-deploy pass (`{ rerender: 'all' }`), before that restaurant's pages are rendered.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { Entity, type EntityConfiguration } from 'electrodb';
import { untilProcessed } from '../batch';
import { menuIndex } from '../entities/menu-collection';
import { translationAttributes } from '../entities/translation-attributes';
import { createEntities, type DbConfig } from '../service';
import { everyRestaurantId } from './every-restaurant';

/** The version-1 entities exactly as they were keyed, to read and delete what they wrote. */
const legacyItemTranslation = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'menuItemTranslation', version: '1' },
      attributes: {
        ...translationAttributes,
        itemId: { type: 'string', required: true, readOnly: true },
        description: { type: 'string' },
      },
      indexes: { byRestaurant: menuIndex(['itemId', 'lang']) },
    },
    config,
  );

const legacyCategoryTranslation = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'menuCategoryTranslation', version: '1' },
      attributes: {
        ...translationAttributes,
        categoryId: { type: 'string', required: true, readOnly: true },
      },
      indexes: { byRestaurant: menuIndex(['categoryId', 'lang']) },
    },
    config,
  );

/** Conditional puts in flight at once: a 1,000-item menu in 9 languages is 9,000 of them. */
const PARALLEL_PUTS = 25;

/** Writes each create's item (its ElectroDB params, keeping the old `updatedAt`) unless its key exists already. */
async function putMissing(config: DbConfig, creates: { params: Record<string, unknown>; updatedAt: string }[]): Promise<number> {
  let written = 0;
  for (let i = 0; i < creates.length; i += PARALLEL_PUTS) {
    const results = await Promise.all(
      creates.slice(i, i + PARALLEL_PUTS).map(async ({ params, updatedAt }) => {
        const item = { ...(params.Item as Record<string, unknown>), updatedAt };
        try {
          await config.client.send(new PutCommand({ ...(params as { TableName: string }), Item: item }));
          return 1;
        } catch (error) {
          if (error instanceof ConditionalCheckFailedException || (error as Error).name === 'ConditionalCheckFailedException') return 0;
          throw error;
        }
      }),
    );
    written += results.reduce<number>((sum, n) => sum + n, 0);
  }
  return written;
}

/** Moves one restaurant's translations to the current layout; answers how many old records it moved (deleted). */
export async function migrateTranslationsLayout(config: DbConfig, restaurantId: string): Promise<number> {
  const current = createEntities(config);
  const oldItems = legacyItemTranslation(config);
  const oldCategories = legacyCategoryTranslation(config);
  const [items, categories] = await Promise.all([
    oldItems.query.byRestaurant({ restaurantId }).go({ pages: 'all', consistent: true }),
    oldCategories.query.byRestaurant({ restaurantId }).go({ pages: 'all', consistent: true }),
  ]);
  if (items.data.length === 0 && categories.data.length === 0) return 0;

  const optional = <K extends string>(key: K, value: string | undefined) => (value ? ({ [key]: value } as Record<K, string>) : {});
  const common = (t: (typeof items.data)[number] | (typeof categories.data)[number]) => ({
    restaurantId: t.restaurantId,
    lang: t.lang,
    name: t.name,
    provenance: t.provenance,
    locked: t.locked,
    ...optional('provider', t.provider),
    ...optional('updatedBy', t.updatedBy),
  });
  await putMissing(config, [
    ...items.data.map((t) => ({
      params: current.menuItemTranslation.create({ ...common(t), itemId: t.itemId, ...optional('description', t.description) }).params(),
      updatedAt: t.updatedAt,
    })),
    ...categories.data.map((t) => ({
      params: current.menuCategoryTranslation.create({ ...common(t), categoryId: t.categoryId }).params(),
      updatedAt: t.updatedAt,
    })),
  ]);

  await Promise.all([
    untilProcessed(
      items.data.map((t) => ({ restaurantId, itemId: t.itemId, lang: t.lang })),
      (keys) => oldItems.delete(keys).go(),
    ),
    untilProcessed(
      categories.data.map((t) => ({ restaurantId, categoryId: t.categoryId, lang: t.lang })),
      (keys) => oldCategories.delete(keys).go(),
    ),
  ]);
  return items.data.length + categories.data.length;
}

/** Every restaurant's translations moved (the local stack's start without prerendered pages); how many records moved. */
export async function migrateEveryRestaurant(config: DbConfig): Promise<number> {
  let moved = 0;
  for (const restaurantId of await everyRestaurantId(config)) moved += await migrateTranslationsLayout(config, restaurantId);
  return moved;
}
