/** An item's photo as the API shows it (shared/api MenuItemImage), from its stored attributes. Pure. */
import type { MenuItemImage } from '../../../../shared/api';
import type { MenuItem } from './types';

/**
 * null when the item has no photo. An item set before photos had copies (imageUrl only, e.g. the seeded demo menu)
 * gets its URL with no variants (no srcset) and width and height 0 (unknown).
 */
export function itemImage(item: Pick<MenuItem, 'imageUrl' | 'imageAlt' | 'imageWidth' | 'imageHeight' | 'imageVariants'>): MenuItemImage | null {
  if (!item.imageUrl) return null;
  return {
    url: item.imageUrl,
    alt: item.imageAlt ?? null,
    width: item.imageWidth ?? 0,
    height: item.imageHeight ?? 0,
    variants: (item.imageVariants ?? []).map(({ width, url }) => ({ width, url })),
  };
}
