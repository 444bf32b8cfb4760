/**
 * Menu translations (SPEC.md 2, 4, 7): the translations page's read, the owner's edits and lock toggle, and
 * translate-batch (machine translation through the Translator port, handed in by the function: lib/translation).
 * Every call is scoped by restaurantId, the menu's partition key.
 */
import { withDb, type Db } from '../db/service';
import { saveTranslations, setTranslationLock } from './menu-translations/edits';
import { translateBatch } from './menu-translations/machine';
import { readTranslationsPage } from './menu-translations/page';

export type { TranslationEdits } from './menu-translations/edits';
export type { TranslateBatchInput } from './menu-translations/machine';

export function createMenuTranslations(db: Db) {
  return {
    /** Every category and item with its source text and its translation in `lang`, and each language's completion. */
    read: withDb(db, readTranslationsPage),
    /** 'Save All Changes': each edit manual and locked; answers the page as it is now. */
    save: withDb(db, saveTranslations),
    setLock: withDb(db, setTranslationLock),
    /** Machine translation of missing (or, with force, every unlocked) translations; never a locked one. */
    translate: withDb(db, translateBatch),
  };
}

export type MenuTranslations = ReturnType<typeof createMenuTranslations>;
