/**
 * translate-batch (SPEC.md 7): machine translation of the menu, or of chosen categories and items, into one
 * language. A locked translation is NEVER written: each write is conditional on the row being as it was read
 * (absent, or unlocked with the same updatedAt), so an owner's edit or lock made while the service was translating
 * wins; such a row is left alone and not counted.
 *  - force false: only what is missing is filled (text already there is kept); counted as created.
 *  - force true: every unlocked target is translated afresh; existing rows counted as updated, new ones as created;
 *    but a machine row made by this translator from the text the menu has now (its `machineSource`, a hash of the
 *    source) is left as it is and counted as unchanged: only text changed since the last machine translation is paid
 *    for again. A row without that record (older rows, hand-made ones) is translated once and then carries it.
 * The limits (RATE_LIMITS.translations) are taken before any work (calls per restaurant and per person) and before
 * the translator is called (the characters it is sent, per restaurant and per person, a day): 429 beyond.
 */
import { createHash } from 'node:crypto';
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
import { RateLimitedError } from '../../errors';
import type { Translator } from '../../translation/translator';
import type { CategoryTranslation, ItemTranslation, TranslationProvenance } from '../menu/types';
import { RATE_LIMITS, createRateLimits, type LimitCheck } from '../rate-limits';
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
  /** The source's hash when the row will be wholly the machine's translation of the menu's text now, else null. */
  machineSource: string | null;
  counts: 'created' | 'updated';
}

/** What a machine translation is made from, hashed: the source language and the text (name, description). */
export function sourceHash(sourceLang: LanguageCode, name: string, description: string | null): string {
  return createHash('sha256').update(JSON.stringify([sourceLang, name, description ?? ''])).digest('base64url');
}

const LIMITS = RATE_LIMITS.translations;

export const TRANSLATION_LIMIT_MESSAGES = {
  restaurantCalls: 'Too many translation requests from this restaurant. Try again in an hour.',
  personCalls: 'You have sent too many translation requests. Try again in an hour.',
  restaurantCharacters: `This restaurant has used today's machine translation allowance (${LIMITS.charactersPerRestaurantDay.limit.toLocaleString('en-US')} characters). Try again tomorrow, or translate fewer items.`,
  personCharacters: `You have used today's machine translation allowance (${LIMITS.charactersPerPersonDay.limit.toLocaleString('en-US')} characters). Try again tomorrow, or translate fewer items.`,
} as const;

type LimitReason = keyof typeof TRANSLATION_LIMIT_MESSAGES;

/** Takes the checks or throws the first refused one's 429. */
async function admit(db: Db, restaurantId: string, checks: [LimitCheck, LimitReason][]): Promise<void> {
  const taken = await createRateLimits(db).take(
    restaurantId,
    checks.map(([check]) => check),
  );
  if (taken.taken) return;
  const [, reason] = checks.find(([check]) => taken.refusedBy.includes(check))!;
  throw new RateLimitedError(TRANSLATION_LIMIT_MESSAGES[reason], 'too_many_translations');
}

export async function translateBatch(
  db: Db,
  translator: Translator,
  restaurantId: string,
  userId: string,
  input: TranslateBatchInput,
): Promise<TranslateBatchResponse> {
  await admit(db, restaurantId, [
    [{ kind: 'counter', key: `translate#${restaurantId}#calls`, ...LIMITS.callsPerRestaurantHour }, 'restaurantCalls'],
    [{ kind: 'counter', key: `translate#user#${userId}#calls`, ...LIMITS.callsPerPersonHour }, 'personCalls'],
  ]);
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

  const sourceLang = restaurant.defaultLanguage;
  // Made by this translator from exactly this source: translating it again would write the same text.
  const upToDate = (before: CategoryTranslation | ItemTranslation | undefined, hash: string) =>
    before?.provenance === 'machine' && before.machineSource === hash && before.provider === translator.provider;

  let locked = 0;
  let unchanged = 0;
  const categoryJobs: Job<CategoryTranslation>[] = [];
  for (const id of categoryIds) {
    const before = stored.categories.get(id);
    const name = categoriesById.get(id)!.name;
    const hash = sourceHash(sourceLang, name, null);
    if (before?.locked) locked++;
    else if (input.force ? upToDate(before, hash) : isCategoryTranslated(before)) unchanged++;
    else {
      const counts = input.force && before ? 'updated' : 'created';
      categoryJobs.push({ id, before, name, description: null, keptDescription: null, provenance: 'machine', machineSource: hash, counts });
    }
  }
  const itemJobs: Job<ItemTranslation>[] = [];
  for (const id of itemIds) {
    const before = stored.items.get(id);
    const source = itemsById.get(id)!;
    const sourceDescription = hasText(source.description) ? source.description : null;
    const hash = sourceHash(sourceLang, source.name, sourceDescription);
    if (before?.locked) {
      locked++;
    } else if (input.force) {
      if (upToDate(before, hash)) {
        unchanged++;
        continue;
      }
      const counts = before ? 'updated' : 'created';
      itemJobs.push({ id, before, name: source.name, description: sourceDescription, keptDescription: null, provenance: 'machine', machineSource: hash, counts });
    } else {
      const done = itemTranslatedParts(source, before ?? null);
      if (done.name && done.description) {
        unchanged++;
        continue;
      }
      const name = done.name ? null : source.name;
      const description = done.description ? null : sourceDescription;
      itemJobs.push({
        id,
        before,
        name,
        description,
        keptDescription: before?.description ?? null,
        // A row whose name stays keeps its provenance; anything else is the machine's.
        provenance: done.name && before ? before.provenance : 'machine',
        // Wholly the machine's from today's text only when both parts are translated now (or there is no description).
        machineSource: name !== null && (description !== null || sourceDescription === null) ? hash : null,
        counts: 'created',
      });
    }
  }

  // Each distinct text once: a menu says 'Espresso' in several places, the translator is paid per character.
  const texts = [...new Set([...categoryJobs, ...itemJobs].flatMap((job) => [job.name, job.description]).filter(hasText))];
  const characters = texts.reduce((sum, text) => sum + text.length, 0);
  if (characters > 0) {
    await admit(db, restaurantId, [
      [{ kind: 'counter', key: `translate#${restaurantId}#characters`, ...LIMITS.charactersPerRestaurantDay, amount: characters }, 'restaurantCharacters'],
      [{ kind: 'counter', key: `translate#user#${userId}#characters`, ...LIMITS.charactersPerPersonDay, amount: characters }, 'personCharacters'],
    ]);
  }
  const result = texts.length > 0 ? await translator.translate({ texts, source: sourceLang, target: input.lang }) : null;
  const translated = new Map(texts.map((text, index) => [text, result!.texts[index]!]));
  const provider = result?.provider ?? translator.provider;
  // What the machine wrote, fitted into the room a translation has (a 500-character description, or a language that
  // takes more words, must not make a translation the page cannot save back).
  const machineText = (text: string | null, max: number) => (text === null ? null : fitTranslation(translated.get(text) ?? text, max));

  // The provider actually used, and the source hash only for a row the machine made from today's text.
  const meta = (job: Job<unknown>) => ({
    provenance: job.provenance,
    locked: false,
    provider,
    updatedBy: userId,
    ...(job.machineSource && provider === translator.provider ? { machineSource: job.machineSource } : {}),
  });
  const writes = [
    ...categoryJobs.map((job) => async () => {
      const row = { name: machineText(job.name, TRANSLATION_NAME_MAX)!, ...meta(job) };
      const key = { restaurantId, categoryId: job.id, lang: input.lang };
      if (!job.before) return db.entities.menuCategoryTranslation.create({ ...key, ...row }).go();
      const patch = db.entities.menuCategoryTranslation.patch(key).set(row);
      return (row.machineSource ? patch : patch.remove(['machineSource']))
        .where((a, { eq }) => `${eq(a.locked, false)} AND ${eq(a.updatedAt, job.before!.updatedAt)}`)
        .go();
    }),
    ...itemJobs.map((job) => async () => {
      const name = job.name === null ? job.before!.name : machineText(job.name, TRANSLATION_NAME_MAX)!;
      const description = job.description === null ? job.keptDescription : machineText(job.description, TRANSLATION_DESCRIPTION_MAX);
      const key = { restaurantId, itemId: job.id, lang: input.lang };
      const row = { name, ...(description ? { description } : {}), ...meta(job) };
      if (!job.before) return db.entities.menuItemTranslation.create({ ...key, ...row }).go();
      const removed = [...(description ? [] : ['description' as const]), ...(row.machineSource ? [] : ['machineSource' as const])];
      const patch = db.entities.menuItemTranslation.patch(key).set(row);
      return (removed.length ? patch.remove(removed) : patch)
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
  return { lang: input.lang, provider, created: counts.created, updated: counts.updated, locked, unchanged };
}
