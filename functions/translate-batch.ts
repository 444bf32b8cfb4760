import { translateBatchRequestSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { MenuTranslations } from './lib/composition';
import { translator } from './lib/translation/configured';

/**
 * SPEC's translate-batch: machine translation of missing (force: every unlocked whose source changed since its last
 * machine translation) translations of one language; calls and characters limited per restaurant and person (429).
 */
export const handler = defineRoute('translate-batch', { body: translateBatchRequestSchema }, async ({ caller, body }) =>
  MenuTranslations.translate(translator, caller.restaurantId, caller.userId, body),
);
