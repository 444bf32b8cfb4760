/**
 * translate-batch (SPEC.md 7): machine translation of the menu, or of chosen categories and items, into one
 * language. A locked translation is NEVER written: each write is conditional on the row being as it was read
 * (absent, or unlocked with the same updatedAt), so an owner's edit or lock made while the service was translating
 * wins; such a row is left alone and not counted.
 *  - force false: only what is missing is filled (text already there is kept); counted as created.
 *  - force true: every unlocked target is translated afresh; existing rows counted as updated, new ones as created.
 */
import type { TranslateBatchResponse } from '../../../../shared/api';
import type { LanguageCode } from '../../../../shared/languages';
import {
  TRANSLATION_DESCRIPTION_MAX,
  TRANSLATION_NAME_MAX,
  fitTranslation,
  isCategoryTranslated,
  itemTranslatedParts,
} from '../../../../shared/menu-translations';
import { isConditionFailure } from '../../db/conditions';
import type { Db } from '../../db/service';
import type { Translator } from '../../translation/translator';
import type { CategoryTranslation, ItemTranslation, TranslationProvenance } from '../menu/types';
import { checkIds } from './edits';
import { checkTargetLanguage, readTranslatableMenu, translationsIn } from './page';

export interface TranslateBatchInput {
  lang: LanguageCode;
  /** Absent: the whole menu. */
  targets?: { categories?: string[] | undefined; items?: string[] | undefined } | undefined;
  force: boolean;
}

const hasText = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** One row to write once its texts are translated. A text is the source to translate, or null to keep as it is. */
interface Job<T> {
  id: string;
  before: T | undefined;
  name: string | null;
  description: string | null;
  /** The description as it will be when not translated (kept, or cleared). */
  keptDescription: string | null;
  provenance: TranslationProvenance;
  counts: 'created' | 'updated';
}

export async function translateBatch(
  db: Db,
  translator: Translator,
  restaurantId: string,
  userId: string,
  input: TranslateBatchInput,
): Promise<TranslateBatchResponse> {
  // Only the target language's translations: the other languages' are not this job's.
  const { restaurant, menu } = await readTranslatableMenu(db, restaurantId, { consistent: true, translations: { lang: input.lang } });
  checkTargetLanguage(restaurant, input.lang);
  const categoryIds = input.targets ? [...new Set(input.targets.categories ?? [])] : menu.categories.map((c) => c.id);
  const itemIds = input.targets ? [...new Set(input.targets.items ?? [])] : menu.items.map((i) => i.id);
  checkIds(menu.categories, categoryIds, 'Category');
  checkIds(menu.items, itemIds, 'Menu item');
  const stored = translationsIn(menu, input.lang);
  const categoriesById = new Map(menu.categories.map((c) => [c.id, c]));
  const itemsById = new Map(menu.items.map((i) => [i.id, i]));

  let locked = 0;
  const categoryJobs: Job<CategoryTranslation>[] = [];
  for (const id of categoryIds) {
    const before = stored.categories.get(id);
    if (before?.locked) locked++;
    else if (input.force || !isCategoryTranslated(before)) {
      const counts = input.force && before ? 'updated' : 'created';
      categoryJobs.push({ id, before, name: categoriesById.get(id)!.name, description: null, keptDescription: null, provenance: 'machine', counts });
    }
  }
  const itemJobs: Job<ItemTranslation>[] = [];
  for (const id of itemIds) {
    const before = stored.items.get(id);
    const source = itemsById.get(id)!;
    const sourceDescription = hasText(source.description) ? source.description : null;
    if (before?.locked) {
      locked++;
    } else if (input.force) {
      const counts = before ? 'updated' : 'created';
      itemJobs.push({ id, before, name: source.name, description: sourceDescription, keptDescription: null, provenance: 'machine', counts });
    } else {
      const done = itemTranslatedParts(source, before ?? null);
      if (done.name && done.description) continue;
      itemJobs.push({
        id,
        before,
        name: done.name ? null : source.name,
        description: done.description ? null : sourceDescription,
        keptDescription: before?.description ?? null,
        // A row whose name stays keeps its provenance; anything else is the machine's.
        provenance: done.name && before ? before.provenance : 'machine',
        counts: 'created',
      });
    }
  }

  const texts = [...categoryJobs, ...itemJobs].flatMap((job) => [job.name, job.description]).filter(hasText);
  const result = texts.length > 0 ? await translator.translate({ texts, source: restaurant.defaultLanguage, target: input.lang }) : null;
  const translated = new Map(texts.map((text, index) => [text, result!.texts[index]!]));
  const provider = result?.provider ?? translator.provider;
  // What the machine wrote, fitted into the room a translation has (a 500-character description, or a language that
  // takes more words, must not make a translation the page cannot save back).
  const machineText = (text: string | null, max: number) => (text === null ? null : fitTranslation(translated.get(text) ?? text, max));

  const meta = (job: Job<unknown>) => ({ provenance: job.provenance, locked: false, provider, updatedBy: userId });
  const writes = [
    ...categoryJobs.map((job) => async () => {
      const row = { name: machineText(job.name, TRANSLATION_NAME_MAX)!, ...meta(job) };
      const key = { restaurantId, categoryId: job.id, lang: input.lang };
      if (!job.before) return db.entities.menuCategoryTranslation.create({ ...key, ...row }).go();
      return db.entities.menuCategoryTranslation
        .patch(key)
        .set(row)
        .where((a, { eq }) => `${eq(a.locked, false)} AND ${eq(a.updatedAt, job.before!.updatedAt)}`)
        .go();
    }),
    ...itemJobs.map((job) => async () => {
      const name = job.name === null ? job.before!.name : machineText(job.name, TRANSLATION_NAME_MAX)!;
      const description = job.description === null ? job.keptDescription : machineText(job.description, TRANSLATION_DESCRIPTION_MAX);
      const key = { restaurantId, itemId: job.id, lang: input.lang };
      if (!job.before) {
        return db.entities.menuItemTranslation.create({ ...key, name, ...(description ? { description } : {}), ...meta(job) }).go();
      }
      const patch = db.entities.menuItemTranslation.patch(key).set({ name, ...(description ? { description } : {}), ...meta(job) });
      return (description ? patch : patch.remove(['description']))
        .where((a, { eq }) => `${eq(a.locked, false)} AND ${eq(a.updatedAt, job.before!.updatedAt)}`)
        .go();
    }),
  ];

  const counts = { created: 0, updated: 0 };
  const jobs = [...categoryJobs, ...itemJobs];
  for (let i = 0; i < writes.length; i += 25) {
    await Promise.all(
      writes.slice(i, i + 25).map(async (write, offset) => {
        try {
          await write();
          counts[jobs[i + offset]!.counts]++;
        } catch (error) {
          // Edited, locked or made by someone else since it was read: theirs stands.
          if (!isConditionFailure(error)) throw error;
        }
      }),
    );
  }
  return { lang: input.lang, provider, created: counts.created, updated: counts.updated, locked };
}
