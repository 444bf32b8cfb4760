/**
 * The owner's hand edits ('Save All Changes') and the lock toggle (SPEC.md 4): an edit is provenance 'manual' and
 * locked, so machine translation never overwrites it until the owner unlocks it.
 */
import type { MenuTranslationLockRequest, MenuTranslationLockResponse, MenuTranslationsSaveResponse } from '../../../../shared/api';
import type { LanguageCode } from '../../../../shared/languages';
import type { Db } from '../../db/service';
import { NotFoundError } from '../../errors';
import { orNotFound } from '../menu/writes';
import { checkTargetLanguage, readTranslatableMenu, toTranslationsPage, translationsIn } from './page';

export interface TranslationEdits {
  lang: LanguageCode;
  categories: { id: string; name: string }[];
  /** `description` undefined keeps the stored one; null or '' clears it. */
  items: { id: string; name: string; description?: string | null | undefined }[];
}

/** Writes at once, at most: a full page of edits stays well inside the table's capacity and the function's time. */
const WRITES_AT_ONCE = 25;

async function inBatches<T>(tasks: T[], run: (task: T) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < tasks.length; i += WRITES_AT_ONCE) await Promise.all(tasks.slice(i, i + WRITES_AT_ONCE).map(run));
}

export function checkIds(known: { id: string }[], wanted: readonly string[], what: string): void {
  const ids = new Set(known.map((k) => k.id));
  const unknown = wanted.find((id) => !ids.has(id));
  if (unknown !== undefined) throw new NotFoundError(`${what} not found`);
}

export async function saveTranslations(
  db: Db,
  restaurantId: string,
  userId: string,
  edits: TranslationEdits,
): Promise<MenuTranslationsSaveResponse> {
  const current = await readTranslatableMenu(db, restaurantId, { consistent: true });
  checkTargetLanguage(current.restaurant, edits.lang);
  checkIds(current.menu.categories, edits.categories.map((c) => c.id), 'Category');
  checkIds(current.menu.items, edits.items.map((i) => i.id), 'Menu item');
  const stored = translationsIn(current.menu, edits.lang);
  const manual = { lang: edits.lang, provenance: 'manual', locked: true, updatedBy: userId } as const;

  let skipped = 0;
  let unchanged = 0;
  const writes: (() => Promise<unknown>)[] = [];
  for (const edit of edits.categories) {
    const name = edit.name.trim();
    if (name === '') skipped++;
    else if (stored.categories.get(edit.id)?.name === name) unchanged++;
    else writes.push(() => db.entities.menuCategoryTranslation.put({ restaurantId, categoryId: edit.id, name, ...manual }).go());
  }
  for (const edit of edits.items) {
    const name = edit.name.trim();
    const before = stored.items.get(edit.id);
    const description = edit.description === undefined ? (before?.description ?? null) : edit.description?.trim() || null;
    if (name === '') skipped++;
    else if (before && before.name === name && before.description === description) unchanged++;
    else {
      writes.push(() =>
        db.entities.menuItemTranslation
          .put({ restaurantId, itemId: edit.id, name, ...(description ? { description } : {}), ...manual })
          .go(),
      );
    }
  }
  await inBatches(writes, (write) => write());

  const after = writes.length > 0 ? await readTranslatableMenu(db, restaurantId, { consistent: true }) : current;
  return { lang: edits.lang, saved: writes.length, unchanged, skipped, translations: toTranslationsPage(after, edits.lang) };
}

/** Lock or unlock one saved translation; there must be one (404 otherwise). */
export async function setTranslationLock(db: Db, restaurantId: string, request: MenuTranslationLockRequest): Promise<MenuTranslationLockResponse> {
  const { lang, kind, id, locked } = request;
  if (kind === 'category') {
    await orNotFound(db.entities.menuCategoryTranslation.patch({ restaurantId, categoryId: id, lang }).set({ locked }).go(), 'Translation');
  } else {
    await orNotFound(db.entities.menuItemTranslation.patch({ restaurantId, itemId: id, lang }).set({ locked }).go(), 'Translation');
  }
  return { lang, kind, id, locked };
}
