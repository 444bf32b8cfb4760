/** Where a menu item's photo upload and its stored copies live in the media bucket (see ../menu-images.ts). Pure. */
import { randomUUID } from 'node:crypto';
import { MEDIA_UPLOADS_PREFIX } from '../../../../shared/constants';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

export const menuImageKeys = {
  uploadPrefix: (restaurantId: string, itemId: string) => `${MEDIA_UPLOADS_PREFIX}menu-items/${restaurantId}/${itemId}/`,
  upload: (restaurantId: string, itemId: string) => `${menuImageKeys.uploadPrefix(restaurantId, itemId)}${randomUUID()}`,
  isUpload: (restaurantId: string, itemId: string, key: string) => {
    const prefix = menuImageKeys.uploadPrefix(restaurantId, itemId);
    return key.startsWith(prefix) && new RegExp(`^${UUID}$`).test(key.slice(prefix.length));
  },
  imagePrefix: (restaurantId: string, itemId: string) => `items/${restaurantId}/${itemId}/`,
  /** One photo's copies share the uuid; each has its width in its name. */
  variant: (restaurantId: string, itemId: string, photoId: string, width: number) =>
    `${menuImageKeys.imagePrefix(restaurantId, itemId)}${photoId}-${width}.webp`,
  isVariant: (restaurantId: string, itemId: string, key: string) => {
    const prefix = menuImageKeys.imagePrefix(restaurantId, itemId);
    return key.startsWith(prefix) && new RegExp(`^${UUID}-[0-9]{1,5}\\.webp$`).test(key.slice(prefix.length));
  },
};
