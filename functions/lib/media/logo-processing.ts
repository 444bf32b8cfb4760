/**
 * The logo with the decoder (sharp): only the function that confirms an upload imports this, so only it carries
 * sharp's native binary (infra/routes.ts need 'images'; infra/stacks/function-defaults.ts installs sharp for it).
 */
import { db } from '../composition';
import { createLogos } from '../domain/logos';
import { mediaStore } from './configured';
import { logoToPng } from './logo-image';

export const LogosWithDecoder = /* @__PURE__ */ createLogos(db, mediaStore, logoToPng);
