import { translateBatchRequestSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { MenuTranslations } from './lib/composition';
import { translator } from './lib/translation/configured';

/** SPEC's translate-batch: machine translation of missing (force: every unlocked) translations of one language. */
export const handler = defineRoute('translate-batch', { body: translateBatchRequestSchema }, async ({ caller, body }) =>
  MenuTranslations.translate(translator, caller.restaurantId, caller.userId, body),
);
