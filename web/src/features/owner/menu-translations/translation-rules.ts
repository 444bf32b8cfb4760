/**
 * The translations page's own rules (SPEC.md 4, 5, 8 and 9), pure so they are tested without a page: which language
 * opens, what an owner's edits send, which rows a machine run touches, and SPEC's messages.
 */
import type { CategoryTranslationRow, ItemTranslationRow, MenuTranslationsResponse, MenuTranslationsSaveRequest } from '@shared/api';
import { LANGUAGE_CODES, type LanguageCode } from '@shared/languages';
import { translationCompletion, type TranslationCompletion } from '@shared/menu-translations';

/** SPEC.md 8 'Settings and setup', word for word. */
export const TRANSLATION_MESSAGES = {
  loadFailed: (reason: string) => `Failed to load translations: ${reason}`,
  regenerateOneFailed: (reason: string) => `Failed to regenerate translation: ${reason}`,
  lockFailed: (reason: string) => `Failed to toggle lock: ${reason}`,
  autoTranslateFailed: (reason: string) => `Failed to auto-translate: ${reason}`,
  regenerateFailed: (reason: string) => `Failed to regenerate: ${reason}`,
  saveFailed: (reason: string) => `Failed to save translations: ${reason}`,
  noneMissing: 'No missing translations found',
  noMachine: 'No machine translations found to regenerate',
  // Not SPEC's words: regenerate translates again only text changed since the machine's last translation.
  upToDate: 'Machine translations are up to date with the menu: nothing has changed since they were made',
  upToDateOne: 'This translation is up to date with the menu: nothing has changed since it was made',
  saved: 'Translations saved successfully!',
  autoTranslated: (n: number) => `Auto-translated ${n} missing translations`,
  regenerated: (n: number) => `Regenerated ${n} machine translations`,
  regeneratedOne: (kind: 'category' | 'item') => `Translation regenerated for ${kind}`,
  locked: 'Translation locked',
  unlocked: 'Translation unlocked',
} as const;

/**
 * SPEC.md 9: the edit language opens on the first enabled language that is not the default; with none, Spanish (or,
 * when Spanish is the default, the first other language).
 */
export function defaultEditLanguage(defaultLanguage: LanguageCode, enabledLanguages: readonly LanguageCode[]): LanguageCode {
  const enabled = enabledLanguages.find((code) => code !== defaultLanguage);
  if (enabled) return enabled;
  if (defaultLanguage !== 'es') return 'es';
  return LANGUAGE_CODES.find((code) => code !== defaultLanguage)!;
}

/** Every language but the default, in shared/languages.ts order. */
export const editLanguages = (defaultLanguage: LanguageCode): LanguageCode[] => LANGUAGE_CODES.filter((code) => code !== defaultLanguage);

/** Who made a machine translation, in words. The sandbox is said plainly: its text is not a real translation. */
export function providerLabel(provider: string | null): string | null {
  if (!provider) return null;
  if (provider === 'sandbox') return 'Simulated (sandbox)';
  if (provider === 'aws-translate') return 'Amazon Translate';
  return provider;
}

export type RowKind = 'category' | 'item';
export const rowKey = (kind: RowKind, id: string) => `${kind}:${id}`;

/** What the owner typed in one row and has not saved yet (a field not touched is absent). */
export interface Draft {
  name?: string;
  description?: string;
}
export type Drafts = Readonly<Record<string, Draft>>;

const savedName = (row: CategoryTranslationRow | ItemTranslationRow) => row.translation?.name ?? '';
const savedDescription = (row: ItemTranslationRow) => row.translation?.description ?? '';

/** The text a field shows: the draft when there is one, else what is saved. */
export function shownName(row: CategoryTranslationRow | ItemTranslationRow, draft: Draft | undefined): string {
  return draft?.name ?? savedName(row);
}
export function shownDescription(row: ItemTranslationRow, draft: Draft | undefined): string {
  return draft?.description ?? savedDescription(row);
}

/** A row is edited when a field, trimmed, differs from what is saved. */
export function isCategoryEdited(row: CategoryTranslationRow, draft: Draft | undefined): boolean {
  return draft?.name !== undefined && draft.name.trim() !== savedName(row);
}
export function isItemEdited(row: ItemTranslationRow, draft: Draft | undefined): boolean {
  if (!draft) return false;
  return (
    (draft.name !== undefined && draft.name.trim() !== savedName(row)) ||
    (draft.description !== undefined && draft.description.trim() !== savedDescription(row))
  );
}

export interface SavePlan {
  request: MenuTranslationsSaveRequest;
  /** Edited rows whose name is blank: not saved (SPEC.md 5), left as drafts for the owner to finish. */
  blank: string[];
  /** Rows sent. */
  sent: string[];
}

/** 'Save All Changes': only the edited rows, trimmed; a row with a blank name is not sent. */
export function savePlan(page: MenuTranslationsResponse, drafts: Drafts): SavePlan {
  const blank: string[] = [];
  const sent: string[] = [];
  const categories: { id: string; name: string }[] = [];
  for (const row of page.categories) {
    const key = rowKey('category', row.id);
    const draft = drafts[key];
    if (!isCategoryEdited(row, draft)) continue;
    const name = shownName(row, draft).trim();
    if (name === '') blank.push(key);
    else {
      categories.push({ id: row.id, name });
      sent.push(key);
    }
  }
  const items: { id: string; name: string; description?: string | null }[] = [];
  for (const row of page.items) {
    const key = rowKey('item', row.id);
    const draft = drafts[key];
    if (!isItemEdited(row, draft)) continue;
    const name = shownName(row, draft).trim();
    if (name === '') {
      blank.push(key);
      continue;
    }
    const description = draft?.description !== undefined ? draft.description.trim() || null : undefined;
    items.push({ id: row.id, name, ...(description !== undefined ? { description } : {}) });
    sent.push(key);
  }
  return { request: { lang: page.lang, categories, items }, blank, sent };
}

export interface Targets {
  categories: string[];
  items: string[];
}

/** 'Auto-translate missing': the Missing rows a machine may write (not locked) and the owner is not typing in. */
export function missingTargets(page: MenuTranslationsResponse, drafts: Drafts): Targets {
  const open = (kind: RowKind, row: CategoryTranslationRow | ItemTranslationRow) =>
    row.status === 'missing' && !row.translation?.locked && !drafts[rowKey(kind, row.id)];
  return {
    categories: page.categories.filter((row) => open('category', row)).map((row) => row.id),
    items: page.items.filter((row) => open('item', row)).map((row) => row.id),
  };
}

/** 'Regenerate machine translations': the machine's rows that are not locked and not being edited. */
export function machineTargets(page: MenuTranslationsResponse, drafts: Drafts): Targets {
  const machine = (kind: RowKind, row: CategoryTranslationRow | ItemTranslationRow) =>
    row.translation?.provenance === 'machine' && !row.translation.locked && !drafts[rowKey(kind, row.id)];
  return {
    categories: page.categories.filter((row) => machine('category', row)).map((row) => row.id),
    items: page.items.filter((row) => machine('item', row)).map((row) => row.id),
  };
}

export const targetCount = (targets: Targets) => targets.categories.length + targets.items.length;

/** Splits a long run into requests of at most `size` rows, so the page can show how far it got. */
export function chunkTargets(targets: Targets, size: number): Targets[] {
  const rows = [
    ...targets.categories.map((id) => ({ kind: 'categories' as const, id })),
    ...targets.items.map((id) => ({ kind: 'items' as const, id })),
  ];
  const chunks: Targets[] = [];
  for (let i = 0; i < rows.length; i += size) {
    const slice = rows.slice(i, i + size);
    chunks.push({
      categories: slice.filter((r) => r.kind === 'categories').map((r) => r.id),
      items: slice.filter((r) => r.kind === 'items').map((r) => r.id),
    });
  }
  return chunks;
}

export interface PageCompletion {
  categories: TranslationCompletion;
  items: TranslationCompletion;
  overall: TranslationCompletion;
}

/**
 * The badges: per tab from the rows (shared/menu-translations.ts, as the server counts), overall the server's own
 * figures for the language when it sent them.
 */
export function pageCompletion(page: MenuTranslationsResponse): PageCompletion {
  const categories = translationCompletion(page.categories, []);
  const items = translationCompletion([], page.items);
  const server = page.completion.find((c) => c.lang === page.lang);
  const overall = server
    ? { total: server.total, translated: server.translated }
    : { total: categories.total + items.total, translated: categories.translated + items.translated };
  return { categories, items, overall };
}
