import { menuImageSrcset } from '@shared/api/menu-images';
import type { BuilderItem } from '@shared/api/menu-builder';

/** The item's photo on its card: the smallest copy, sized so nothing shifts; nothing without a photo. */
export function Thumbnail({ item }: { item: BuilderItem }) {
  const image = item.image;
  if (!image) return null;
  const smallest = image.variants[0];
  const sized = image.variants.length > 0 && image.width > 0 && image.height > 0;
  return (
    <img
      className="mb-thumb"
      src={smallest?.url ?? image.url}
      srcSet={menuImageSrcset(image)}
      sizes="4rem"
      width={sized ? image.width : undefined}
      height={sized ? image.height : undefined}
      alt={image.alt ?? ''}
      loading="lazy"
      decoding="async"
    />
  );
}
