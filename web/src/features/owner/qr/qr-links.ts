/**
 * What the QR codes encode (SPEC.md section 9, QR codes): `/start?rid={id}` with `table` and `lang` only when set,
 * and a stored table's card key (`tk`, issue 28) after them.
 * The id form, not the slug: a printed code must keep working if the restaurant's short link ever changes, and the
 * customer entry resolves both (SPEC.md section 2, Customer entry). Built by the preview page's link maker, which
 * makes exactly this form when given no slug.
 */
import type { LanguageCode } from '@shared/languages';
import { TABLE_KEY_PARAM } from '@shared/tables';
import { previewLink } from '../settings/preview-links';

export interface QrLinkOptions {
  origin: string;
  restaurantId: string;
  table?: string | null;
  lang?: LanguageCode | null;
  /** A stored table's card key (`tableId.secret`, shared/tables.ts), last: `&tk=...`. Without it, a plain table link. */
  tableKey?: string | null;
}

export function qrLink({ origin, restaurantId, table, lang, tableKey }: QrLinkOptions): string {
  const link = previewLink({ origin, restaurantId, slug: null, table, lang, preview: false });
  return tableKey ? `${link}${link.includes('?') ? '&' : '?'}${TABLE_KEY_PARAM}=${encodeURIComponent(tableKey)}` : link;
}

/**
 * A download's file name: `tabletap-{slug or id}-{what}.png`, e.g. tabletap-rosa-diaz-table-7.png. `what` is made
 * file-name safe ('Patio 3' becomes patio-3).
 */
export function qrFileName(restaurant: { id: string; slug: string | null }, what: string, extension = 'png'): string {
  const safe = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  const name = safe(restaurant.slug ?? '') || safe(restaurant.id) || 'restaurant';
  const part = safe(what);
  return `tabletap-${name}${part ? `-${part}` : ''}.${extension}`;
}
