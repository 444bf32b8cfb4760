/**
 * An off-session PaymentIntent of the sandbox payment gateway (issue 29): a tab's saved card charged while the diner
 * is away, as a destination charge with the platform's fee, confirmed at once. Its outcome is the saved test card's
 * (succeeded, requires_action / authentication_required, requires_payment_method / card_declined). Refunds of it are
 * kept on it, as a paid checkout session keeps its own.
 *   primary  pk paymentIntentId
 * Its id (pi_sandbox_...) is derived from the charge's idempotency key: the same key is the same intent.
 */
import { Entity, type EntityConfiguration } from 'electrodb';
import { createdAtAttribute, expiresAtAttribute } from '../attributes';
import { primaryIndex } from '../keys';
import { sandboxRefundsAttribute } from './sandbox-checkout-session';

export const SANDBOX_PAYMENT_INTENT_STATUSES = ['succeeded', 'requires_action', 'requires_payment_method'] as const;

export const sandboxPaymentIntentEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'sandboxPaymentIntent', version: '1' },
      attributes: {
        paymentIntentId: { type: 'string', required: true, readOnly: true },
        idempotencyKey: { type: 'string', required: true, readOnly: true },
        customerId: { type: 'string', required: true, readOnly: true },
        paymentMethodId: { type: 'string', required: true, readOnly: true },
        amountCents: { type: 'number', required: true, readOnly: true },
        /** Lower case, as Stripe keeps it. */
        currency: { type: 'string', required: true, readOnly: true },
        feeCents: { type: 'number', required: true, readOnly: true },
        destinationAccountId: { type: 'string', required: true, readOnly: true },
        description: { type: 'string', required: true, readOnly: true },
        /** Stripe's metadata: the tab, our payment, the restaurant. */
        tabId: { type: 'string', required: true, readOnly: true },
        paymentId: { type: 'string', required: true, readOnly: true },
        restaurantId: { type: 'string', required: true, readOnly: true },
        status: { type: SANDBOX_PAYMENT_INTENT_STATUSES, required: true, readOnly: true },
        /** The card error's code when the charge was refused (authentication_required, card_declined). */
        failureCode: { type: 'string', readOnly: true },
        declineCode: { type: 'string', readOnly: true },
        /** ch_sandbox_...: the succeeded charge (latest_charge). */
        chargeId: { type: 'string', readOnly: true },
        /** Epoch seconds, like Stripe's created. */
        created: { type: 'number', required: true, readOnly: true },
        refundedCents: { type: 'number' },
        refunds: sandboxRefundsAttribute,
        createdAt: createdAtAttribute,
        expiresAt: expiresAtAttribute,
      },
      indexes: {
        byId: primaryIndex(['paymentIntentId'], []),
      },
    },
    config,
  );
