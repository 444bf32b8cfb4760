import type { PublicMenuItem } from '@shared/api';

/** Copies wider than this are never offered: a card or the chooser is at most ~500 CSS px wide (DESIGN.md 10). */
const WIDEST_COPY = 640;

interface ItemPhotoProps {
  item: Pick<PublicMenuItem, 'image' | 'imageUrl' | 'imageAlt'>;
  className: string;
  /** How wide the photo shows, for the browser to pick a copy (the `sizes` attribute). */
  sizes: string;
  /** The first cards load at once (likely the largest thing on screen); the others when scrolled to. */
  eager: boolean;
}

/**
 * The item's photo from its resized copies (320 and 640 px wide; a phone never downloads the original), with its
 * size set so nothing moves when it arrives. The alt text is the owner's; without one the photo is decorative (the
 * name is right next to it). Nothing when the item has no photo.
 */
export function ItemPhoto({ item, className, sizes, eager }: ItemPhotoProps) {
  const image = item.image;
  if (!image) {
    return item.imageUrl ? (
      <img className={className} src={item.imageUrl} alt={item.imageAlt ?? ''} width={320} height={240} loading={eager ? 'eager' : 'lazy'} decoding="async" />
    ) : null;
  }
  const copies = [...image.variants].sort((a, b) => a.width - b.width);
  const offered = copies.filter((copy) => copy.width <= WIDEST_COPY);
  const usable = offered.length ? offered : copies.slice(0, 1);
  const src = usable.find((copy) => copy.width >= 320)?.url ?? usable[0]?.url ?? image.url;
  return (
    <img
      className={className}
      src={src}
      srcSet={usable.length ? usable.map((copy) => `${copy.url} ${copy.width}w`).join(', ') : undefined}
      sizes={usable.length ? sizes : undefined}
      alt={image.alt ?? ''}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
