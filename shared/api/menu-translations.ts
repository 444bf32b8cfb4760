/**
 * Menu translations (SPEC.md 2 "Menu translations", 3, 4, 5, 7 translate-batch, 8): the owner's translations page.
 * The menu's own names and descriptions are the restaurant's default language (the source); a translation per
 * category or item and language replaces them on the diner's menu in that language (menu-public, when the language
 * is enabled). Any of the nine languages but the default may be translated, enabled or not, so an owner can prepare a
 * language before switching it on.
 *
 * Routes (restaurant-scoped, under /api/v1/restaurants/{restaurantId}; owner only):
 *   GET  /menu/translations?lang=es        -> menuTranslationsResponse  (every category and item, one DynamoDB query)
 *   PUT  /menu/translations                menuTranslationsSaveRequest -> menuTranslationsSaveResponse
 *        ('Save All Changes': each edit becomes provenance 'manual' and locked)
 *   PUT  /menu/translations/lock           menuTranslationLockRequest -> menuTranslationLockResponse
 *   POST /menu/translations/translate      translateBatchRequest -> translateBatchResponse
 *        (SPEC's translate-batch: machine translation; a locked translation is never overwritten)
 * A language equal to the restaurant's default answers 400 (its text is the menu itself); an id not in the menu 404.
 */
import * as z from '../zod';
import { TRANSLATION_DESCRIPTION_MAX, TRANSLATION_NAME_MAX } from '../menu-translations';
import { idSchema, isoDate, languageCodeSchema } from './common';

export const translationProvenanceSchema = z.enum(['machine', 'manual']);
export type TranslationProvenance = z.infer<typeof translationProvenanceSchema>;
/** Badges 'Complete' or 'Missing' (SPEC.md 4). */
export const translationStatusSchema = z.enum(['complete', 'missing']);
export type TranslationStatus = z.infer<typeof translationStatusSchema>;
export const translationKindSchema = z.enum(['category', 'item']);
export type TranslationKind = z.infer<typeof translationKindSchema>;

/** GET .../menu/translations?lang=es */
export const menuTranslationsQuerySchema = z.strictObject({ lang: languageCodeSchema });
export type MenuTranslationsQuery = z.infer<typeof menuTranslationsQuerySchema>;

/** What a stored translation carries besides its text (badges 'Edited' = manual, 'Machine', 'Locked'). */
const translationMetaShape = {
  provenance: translationProvenanceSchema,
  locked: z.boolean(),
  /** Who made a machine translation: 'aws-translate', or 'sandbox' (simulated output, no real service). */
  provider: z.nullable(z.string()),
  updatedAt: isoDate,
};

export const categoryTranslationSchema = z.object({ name: z.string(), ...translationMetaShape });
export type CategoryTranslationView = z.infer<typeof categoryTranslationSchema>;
export const itemTranslationSchema = z.object({ name: z.string(), description: z.nullable(z.string()), ...translationMetaShape });
export type ItemTranslationView = z.infer<typeof itemTranslationSchema>;

/** One category: its name in the default language, and its translation in `lang` (null: none saved yet). */
export const categoryTranslationRowSchema = z.object({
  id: z.string(),
  position: z.int(),
  source: z.object({ name: z.string() }),
  translation: z.nullable(categoryTranslationSchema),
  /** complete when the translated name is non-empty. */
  status: translationStatusSchema,
});
export type CategoryTranslationRow = z.infer<typeof categoryTranslationRowSchema>;

/** One item (hidden and inactive ones too): its default-language text and its translation in `lang`. */
export const itemTranslationRowSchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  position: z.int(),
  source: z.object({ name: z.string(), description: z.nullable(z.string()) }),
  translation: z.nullable(itemTranslationSchema),
  /** complete when the name is present and (the description is, or the default language has none). */
  status: translationStatusSchema,
});
export type ItemTranslationRow = z.infer<typeof itemTranslationRowSchema>;

/**
 * Completion of one language: total = categories + 2 per item (name and description, SPEC.md 9); an item whose
 * default-language description is empty counts its description as translated.
 */
export const translationCompletionSchema = z.object({
  lang: languageCodeSchema,
  total: z.int(),
  translated: z.int(),
  /** translated === total (a menu with nothing in it is complete). */
  complete: z.boolean(),
});
export type TranslationCompletionView = z.infer<typeof translationCompletionSchema>;

export const menuTranslationsResponseSchema = z.object({
  restaurantId: z.string(),
  /** The restaurant's default language: the menu's own text (never offered for editing). */
  sourceLang: languageCodeSchema,
  /** The language shown. */
  lang: languageCodeSchema,
  /** The restaurant's enabled languages: diners see a translation only in these. */
  enabledLanguages: z.array(languageCodeSchema),
  /** In display order (position). */
  categories: z.array(categoryTranslationRowSchema),
  /** In display order: by category position, then item position. */
  items: z.array(itemTranslationRowSchema),
  /** Every language but the default, in shared/languages.ts order; `lang`'s figures match the rows above. */
  completion: z.array(translationCompletionSchema),
});
export type MenuTranslationsResponse = z.infer<typeof menuTranslationsResponseSchema>;

/** SPEC.md 5: values trimmed; description at most 200 characters. A blank name is not saved (see `skipped`). */
const translatedName = z
  .string()
  .check(z.trim(), z.maxLength(TRANSLATION_NAME_MAX, `must be at most ${TRANSLATION_NAME_MAX} characters`));
const translatedDescription = z.nullable(
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(TRANSLATION_DESCRIPTION_MAX, `must be at most ${TRANSLATION_DESCRIPTION_MAX} characters`),
    ),
);

export const MAX_TRANSLATION_EDITS = 500;

/**
 * PUT .../menu/translations ('Save All Changes'): the edited rows of ONE language. Each saved row becomes provenance
 * 'manual' and locked (SPEC.md 4), whatever it was. A row whose text is what is stored already is left as it is
 * (`unchanged`), so sending unedited rows does not lock them. A blank name is not saved (`skipped`). An item's
 * `description` omitted keeps the stored one; null or '' clears it.
 */
export const menuTranslationsSaveRequestSchema = z
  .strictObject({
    lang: languageCodeSchema,
    categories: z._default(
      z.array(z.strictObject({ id: idSchema, name: translatedName })).check(z.maxLength(MAX_TRANSLATION_EDITS)),
      [],
    ),
    items: z._default(
      z
        .array(z.strictObject({ id: idSchema, name: translatedName, description: z.optional(translatedDescription) }))
        .check(z.maxLength(MAX_TRANSLATION_EDITS)),
      [],
    ),
  })
  .check(
    z.refine((v) => new Set(v.categories.map((c) => c.id)).size === v.categories.length, {
      message: 'A category is listed twice',
      path: ['categories'],
    }),
    z.refine((v) => new Set(v.items.map((i) => i.id)).size === v.items.length, {
      message: 'An item is listed twice',
      path: ['items'],
    }),
  );
export type MenuTranslationsSaveRequest = z.input<typeof menuTranslationsSaveRequestSchema>;

export const menuTranslationsSaveResponseSchema = z.object({
  lang: languageCodeSchema,
  /** Rows written (now manual and locked). */
  saved: z.int(),
  /** Rows sent with the text already stored: not written. */
  unchanged: z.int(),
  /** Rows with a blank name: not saved (SPEC.md 5). */
  skipped: z.int(),
  /** The page as it is now: the client replaces what it shows with this. */
  translations: menuTranslationsResponseSchema,
});
export type MenuTranslationsSaveResponse = z.infer<typeof menuTranslationsSaveResponseSchema>;

/** PUT .../menu/translations/lock: lock or unlock one saved translation (404 when there is none to lock). */
export const menuTranslationLockRequestSchema = z.strictObject({
  lang: languageCodeSchema,
  kind: translationKindSchema,
  id: idSchema,
  locked: z.boolean(),
});
export type MenuTranslationLockRequest = z.infer<typeof menuTranslationLockRequestSchema>;
export const menuTranslationLockResponseSchema = z.object({
  lang: languageCodeSchema,
  kind: translationKindSchema,
  id: z.string(),
  locked: z.boolean(),
});
export type MenuTranslationLockResponse = z.infer<typeof menuTranslationLockResponseSchema>;

export const MAX_TRANSLATE_TARGETS = 200;

/**
 * POST .../menu/translations/translate (SPEC's translate-batch; the restaurant is the path's). Without `targets`,
 * the whole menu. A locked translation is NEVER written.
 *  - force false ('Auto-translate missing'): fills what is missing (no row, a blank name, or a description the default
 *    language has and the translation lacks); text already there is kept. Counted in `created`.
 *  - force true ('Regenerate'): every unlocked target is machine translated afresh (an unlocked manual one too),
 *    except a machine translation whose source text has not changed since it was made (`unchanged`): existing ones
 *    counted in `updated`, missing ones made and counted in `created`.
 * Limited per restaurant and per person (calls an hour, characters translated a day): 429 beyond.
 */
export const translateBatchRequestSchema = z.strictObject({
  lang: languageCodeSchema,
  targets: z.optional(
    z.strictObject({
      categories: z.optional(z.array(idSchema).check(z.maxLength(MAX_TRANSLATE_TARGETS))),
      items: z.optional(z.array(idSchema).check(z.maxLength(MAX_TRANSLATE_TARGETS))),
    }),
  ),
  force: z._default(z.boolean(), false),
});
export type TranslateBatchRequest = z.input<typeof translateBatchRequestSchema>;

export const translateBatchResponseSchema = z.object({
  lang: languageCodeSchema,
  /** The machine translator: 'aws-translate', or 'sandbox' (simulated output, marked as such in the text). */
  provider: z.string(),
  /** Missing translations made (or completed): 'Auto-translated {n} missing translations'. */
  created: z.int(),
  /** Existing translations machine translated again (force): 'Regenerated {n} machine translations'. */
  updated: z.int(),
  /** Targets left alone because they are locked. */
  locked: z.int(),
  /**
   * Targets left as they are because there was nothing to do: already translated (force false), or machine
   * translated from the very text the menu has now (force true: only text changed since is translated again).
   */
  unchanged: z.int(),
});
export type TranslateBatchResponse = z.infer<typeof translateBatchResponseSchema>;
