/**
 * The customer links the preview page hands out (SPEC.md section 2, Customer preview and Customer entry):
 * `/start/{slug}` with optional `lang`, `table` and `preview=1`, in that order. Before the restaurant has a slug
 * (or when making one failed) the entry's other form, `/start?rid={id}`, reaches the same menu.
 */
import type { LanguageCode } from '@shared/languages';

/** The longest table label an order keeps (shared/api orders: tableLabel). */
export const PREVIEW_TABLE_MAX = 20;

export interface PreviewLinkOptions {
  /** The site's origin, e.g. https://tabletap.example (window.location.origin). */
  origin: string;
  restaurantId: string;
  slug: string | null;
  /** Omitted: the diner's entry picks the language (cookie, browser, then the default). */
  lang?: LanguageCode | null;
  /** Free text; blank is left out. */
  table?: string | null;
  /** 'Disable payments in preview': Pay becomes 'Simulate Payment'. */
  preview: boolean;
}

export function previewLink({ origin, restaurantId, slug, lang, table, preview }: PreviewLinkOptions): string {
  const base = origin.replace(/\/+$/, '');
  const query = new URLSearchParams();
  const path = slug ? `/start/${encodeURIComponent(slug)}` : '/start';
  if (!slug) query.set('rid', restaurantId);
  if (lang) query.set('lang', lang);
  const trimmedTable = table?.trim();
  if (trimmedTable) query.set('table', trimmedTable);
  if (preview) query.set('preview', '1');
  const search = query.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}
