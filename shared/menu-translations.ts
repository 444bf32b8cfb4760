/**
 * The translation rules both sides count with (SPEC.md 4, 5 and 9): when a category or item counts as translated,
 * and the completion figures of one language. Pure: the server answers with these figures and the translations page
 * recounts with them as the owner types.
 */

/** SPEC.md 5 and 9: a translated description is at most 200 characters. */
export const TRANSLATION_DESCRIPTION_MAX = 200;
/** Names are short on the menu itself; a translation gets the same room. */
export const TRANSLATION_NAME_MAX = 120;

const hasText = (value: string | null | undefined): boolean => typeof value === 'string' && value.trim() !== '';

/** A category is complete when its translated name is non-empty. */
export function isCategoryTranslated(translation: { name: string | null } | null | undefined): boolean {
  return hasText(translation?.name);
}

/** The two parts of an item SPEC counts: its name, and its description (done when the default language has none). */
export function itemTranslatedParts(
  source: { description: string | null },
  translation: { name: string | null; description: string | null } | null | undefined,
): { name: boolean; description: boolean } {
  return { name: hasText(translation?.name), description: !hasText(source.description) || hasText(translation?.description) };
}

/** An item is complete when its name is present and (its description is, or the default language has none). */
export function isItemTranslated(
  source: { description: string | null },
  translation: { name: string | null; description: string | null } | null | undefined,
): boolean {
  const parts = itemTranslatedParts(source, translation);
  return parts.name && parts.description;
}

export interface TranslationCompletion {
  /** Categories plus two per item (name and description), SPEC.md 9. */
  total: number;
  /** Of those, the ones done: an item's description counts as done when its default-language description is empty. */
  translated: number;
}

/** The completion figures of one language, from the menu's source texts and that language's translations. */
export function translationCompletion(
  categories: readonly { translation: { name: string | null } | null }[],
  items: readonly { source: { description: string | null }; translation: { name: string | null; description: string | null } | null }[],
): TranslationCompletion {
  let translated = categories.filter((c) => isCategoryTranslated(c.translation)).length;
  for (const item of items) {
    const parts = itemTranslatedParts(item.source, item.translation);
    translated += Number(parts.name) + Number(parts.description);
  }
  return { total: categories.length + 2 * items.length, translated };
}

/**
 * A machine's text fitted into a translation's room: unchanged when it fits, else cut at the last word boundary
 * that leaves room for an ellipsis (mid-word only when a single word is longer than the room). The source may be
 * longer than a translation may be (a menu description holds 500, its translation 200), and translations grow.
 */
export function fitTranslation(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const room = trimmed.slice(0, max - 1);
  const lastSpace = room.search(/\s\S*$/);
  return `${(lastSpace > max / 2 ? room.slice(0, lastSpace) : room).trimEnd()}…`;
}
