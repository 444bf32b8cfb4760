/**
 * Menu photos with the decoder (sharp): only the function that confirms an upload imports this, so only it carries
 * sharp's native binary (infra/routes.ts need 'images'; infra/stacks/function-defaults.ts installs sharp for it).
 */
import { db } from '../composition';
import { createMenuImages } from '../domain/menu-images';
import { mediaStore } from './configured';
import { toWebpWidths, uprightSize } from './resize';

export const MenuImagesWithDecoder = /* @__PURE__ */ createMenuImages(db, mediaStore, { uprightSize, toWebpWidths });
