/**
 * /start and /start/{slug} (SPEC.md 2, customer entry): find the restaurant (the rid, else the slug), pick the
 * language (SPEC.md 9) and build the menu address with lang, table and preview.
 */
import type { PublicRestaurant } from '@shared/api';
import type { LanguageCode } from '@shared/languages';
import { ApiError } from '@/lib/api-error';
import type { MessageKey } from '../i18n/dictionaries/en';
import { pickLanguage } from '../language/language-priority';
import { dinerPaths } from '../navigation/diner-paths';

export class StartError extends Error {
  override readonly name = 'StartError';
  constructor(
    readonly reason: Extract<MessageKey, 'restaurantNotFound' | 'restaurantIdRequired' | 'startFailed'>,
    options?: { cause: unknown },
  ) {
    super(reason, options);
  }
}

export interface StartLookups {
  idBySlug(slug: string): Promise<{ id: string }>;
  restaurant(id: string): Promise<PublicRestaurant>;
  /** The saved choice of this restaurant's diner (cookie lang_{id}). */
  savedLanguage(id: string): string | null;
  browserLanguages: readonly string[];
}

/** A lookup that answered "no such restaurant" (or refused the id), as opposed to a network or server failure. */
function notFound(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

async function lookUp<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw new StartError(notFound(error) ? 'restaurantNotFound' : 'startFailed', { cause: error });
  }
}

export interface StartTarget {
  restaurantId: string;
  lang: LanguageCode;
  menuPath: string;
}

export async function resolveStart(slug: string | null, query: URLSearchParams, lookups: StartLookups): Promise<StartTarget> {
  const rid = query.get('rid')?.trim() || null;
  if (!rid && !slug) throw new StartError('restaurantIdRequired');
  const id = rid ?? (await lookUp(() => lookups.idBySlug(slug!))).id;
  const restaurant = await lookUp(() => lookups.restaurant(id));
  const lang = pickLanguage(restaurant, {
    urlLang: query.get('lang'),
    cookieLang: lookups.savedLanguage(restaurant.id),
    browserLanguages: lookups.browserLanguages,
  });
  const menuPath = dinerPaths.menu(restaurant.id, {
    lang,
    table: query.get('table')?.trim(),
    // A table's card (issue 28): carried to the menu, which opens or joins the table's visit with it.
    tk: query.get('tk')?.trim(),
    preview: query.get('preview') === '1' ? '1' : null,
  });
  return { restaurantId: restaurant.id, lang, menuPath };
}
