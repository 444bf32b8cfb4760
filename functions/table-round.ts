import { tableRoundRequestSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { admitCheckout, TableSessions } from './lib/composition';
import { config } from './lib/config';
import { orderClaims } from './lib/domain/checkout-limits';
import { clientKey, viewerAddress } from './lib/domain/client-key';
import { paymentGateway, siteUrl } from './lib/payments/configured';

/**
 * Send to kitchen (issue 28, pay-first): the table's whole shared cart becomes the visit's next round, one order
 * the sender pays (answered like create-payment, with the checkout's URL). The same limits as any checkout.
 */
export const handler = defineRoute('table-round', { body: tableRoundRequestSchema }, async ({ body, event }) => {
  const client = clientKey(viewerAddress(event, config.edgeOriginSecret));
  const { restaurantId, tableName } = await TableSessions.tableOf(body.guest);
  await admitCheckout({ restaurantId, attemptId: body.attemptId, client });
  return TableSessions.sendRound(body, { gateway: paymentGateway, siteUrl, claims: orderClaims({ restaurantId, client, tableLabel: tableName }) });
});
