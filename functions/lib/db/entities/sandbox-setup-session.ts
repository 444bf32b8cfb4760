/**
 * A setup-mode checkout session of the sandbox payment gateway (issue 29, a table's open tab): what Stripe keeps for a
 * Checkout Session in mode `setup`, which saves the diner's card to the tab's Customer and charges nothing.
 *   primary  pk sessionId
 * Its id (cs_sandbox_ + 32 hex, like a payment session's) is derived from the creation's idempotency key. The
 * SetupIntent and the PaymentMethod are made when the diner saves a card (status open -> complete, once).
 * checkoutExpiresAt is when the session stops taking a card; expiresAt (TTL) removes it later.
 */
import { Entity, type EntityConfiguration } from 'electrodb';
import { createdAtAttribute, expiresAtAttribute } from '../attributes';
import { primaryIndex } from '../keys';
import { SANDBOX_SESSION_STATUSES } from './sandbox-checkout-session';

export const sandboxSetupSessionEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'sandboxSetupSession', version: '1' },
      attributes: {
        sessionId: { type: 'string', required: true, readOnly: true },
        /** Stripe's client_reference_id and metadata.tabId. */
        tabId: { type: 'string', required: true, readOnly: true },
        restaurantId: { type: 'string', required: true, readOnly: true },
        restaurantName: { type: 'string', required: true, readOnly: true },
        customerId: { type: 'string', required: true, readOnly: true },
        currency: { type: 'string', required: true, readOnly: true },
        successUrl: { type: 'string', required: true, readOnly: true },
        cancelUrl: { type: 'string', required: true, readOnly: true },
        status: { type: SANDBOX_SESSION_STATUSES, required: true },
        /** Epoch seconds, like Stripe's expires_at. */
        checkoutExpiresAt: { type: 'number', required: true, readOnly: true },
        /** seti_sandbox_...: made with the PaymentMethod when the card is saved. */
        setupIntentId: { type: 'string' },
        paymentMethodId: { type: 'string' },
        /** What the page's e-mail field said (Stripe's customer_details.email). */
        email: { type: 'string' },
        completedAt: { type: 'string' },
        createdAt: createdAtAttribute,
        expiresAt: expiresAtAttribute,
      },
      indexes: {
        byId: primaryIndex(['sessionId'], []),
      },
    },
    config,
  );
