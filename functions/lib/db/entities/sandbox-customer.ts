/**
 * A Customer of the sandbox payment gateway (issue 29): one per table's tab, with the cards saved to it (Stripe's
 * PaymentMethods attached to the Customer), each remembering which of Stripe's test cards it is, so an off-session
 * charge of it answers as Stripe's would.
 *   primary  pk customerId
 * Its id (cus_sandbox_...) is derived from the creation's idempotency key (one Customer per key, like Stripe).
 */
import { Entity, type EntityConfiguration } from 'electrodb';
import { createdAtAttribute, expiresAtAttribute } from '../attributes';
import { primaryIndex } from '../keys';

export const sandboxCustomerEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'sandboxCustomer', version: '1' },
      attributes: {
        customerId: { type: 'string', required: true, readOnly: true },
        /** Stripe's metadata.tabId and metadata.restaurantId. */
        tabId: { type: 'string', required: true, readOnly: true },
        restaurantId: { type: 'string', required: true, readOnly: true },
        description: { type: 'string' },
        paymentMethods: {
          type: 'list',
          required: true,
          default: () => [],
          items: {
            type: 'map',
            properties: {
              /** pm_sandbox_... */
              id: { type: 'string', required: true },
              /** The test card's number (../../payments/sandbox/test-cards.ts), which decides an off-session charge. */
              testCard: { type: 'string', required: true },
              brand: { type: 'string', required: true },
              last4: { type: 'string', required: true },
              /** The SetupIntent that saved it. */
              setupIntentId: { type: 'string', required: true },
              /** Epoch seconds, like Stripe's created. */
              created: { type: 'number', required: true },
            },
          },
        },
        createdAt: createdAtAttribute,
        expiresAt: expiresAtAttribute,
      },
      indexes: {
        byId: primaryIndex(['customerId'], []),
      },
    },
    config,
  );
