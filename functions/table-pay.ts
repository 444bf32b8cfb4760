import { tablePayRequestSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { admitCheckout, TableSessions } from './lib/composition';
import { config } from './lib/config';
import { clientKey, viewerAddress } from './lib/domain/client-key';
import { paymentGateway, siteUrl } from './lib/payments/configured';

/**
 * Pays one share of a table's bill (issue 29) with its own tip: answered with the checkout's URL. The same per-client
 * and per-restaurant limits as any checkout; a retried attempt is not counted again.
 */
export const handler = defineRoute('table-pay', { body: tablePayRequestSchema }, async ({ body, event }) => {
  const client = clientKey(viewerAddress(event, config.edgeOriginSecret));
  const { restaurantId } = await TableSessions.tableOf(body.guest);
  await admitCheckout({ restaurantId, attemptId: body.attemptId, client });
  return TableSessions.payShare(body, { gateway: paymentGateway, siteUrl });
});
