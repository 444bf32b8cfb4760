/**
 * A checkout session of the sandbox payment gateway (local runs and tests, DESIGN.md 7): what Stripe would keep for
 * a hosted Checkout Session, so the look-alike page can show it and the signed events can describe it.
 *   primary  pk sessionId
 * checkoutExpiresAt is when the session stops taking payment; expiresAt (TTL) removes it a day later.
 */
import { Entity, type EntityConfiguration } from 'electrodb';
import { createdAtAttribute, expiresAtAttribute } from '../attributes';
import { primaryIndex } from '../keys';

export const SANDBOX_SESSION_STATUSES = ['open', 'complete', 'expired'] as const;
export const SANDBOX_PAYMENT_STATUSES = ['unpaid', 'paid'] as const;

/** A payment's refunds, as Stripe keeps Refund objects: on a paid session, and on an off-session PaymentIntent. */
export const sandboxRefundsAttribute = {
  type: 'list',
  items: {
    type: 'map',
    properties: {
      id: { type: 'string', required: true },
      idempotencyKey: { type: 'string', required: true },
      amountCents: { type: 'number', required: true },
      reason: { type: 'string' },
      /** Our metadata: the order and our refund id. */
      orderId: { type: 'string', required: true },
      refundId: { type: 'string', required: true },
      status: { type: ['succeeded', 'failed'] as const, required: true },
      failureReason: { type: 'string' },
      /** Epoch seconds, like Stripe's created. */
      created: { type: 'number', required: true },
    },
  },
} as const;

export const sandboxCheckoutSessionEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'sandboxCheckoutSession', version: '1' },
      attributes: {
        sessionId: { type: 'string', required: true, readOnly: true },
        orderId: { type: 'string', required: true, readOnly: true },
        orderCode: { type: 'string', required: true, readOnly: true },
        /** A share of a table's bill (issue 29): Stripe's metadata.tabId, on its events and retrieve. */
        tabId: { type: 'string', readOnly: true },
        restaurantId: { type: 'string', required: true, readOnly: true },
        restaurantName: { type: 'string', required: true, readOnly: true },
        destinationAccountId: { type: 'string', required: true, readOnly: true },
        currency: { type: 'string', required: true, readOnly: true },
        lines: {
          type: 'list',
          required: true,
          readOnly: true,
          items: {
            type: 'map',
            properties: {
              name: { type: 'string', required: true },
              description: { type: 'string' },
              unitAmountCents: { type: 'number', required: true },
              quantity: { type: 'number', required: true },
            },
          },
        },
        taxCents: { type: 'number', required: true, readOnly: true },
        tipCents: { type: 'number', required: true, readOnly: true },
        totalCents: { type: 'number', required: true, readOnly: true },
        feeCents: { type: 'number', required: true, readOnly: true },
        successUrl: { type: 'string', required: true, readOnly: true },
        cancelUrl: { type: 'string', required: true, readOnly: true },
        /** Stripe's allowed_payment_method_types as the session was created with; older sessions: card. */
        paymentMethodTypes: { type: 'list', items: { type: 'string' }, readOnly: true },
        status: { type: SANDBOX_SESSION_STATUSES, required: true },
        paymentStatus: { type: SANDBOX_PAYMENT_STATUSES, required: true },
        /** Epoch seconds, like Stripe's expires_at. */
        checkoutExpiresAt: { type: 'number', required: true, readOnly: true },
        completedAt: { type: 'string' },
        /** A delayed method's outcome, days later in Stripe (async_payment_succeeded / _failed); once. */
        settledAt: { type: 'string' },
        /** What the refunds that did not fail have returned so far (Stripe's charge.amount_refunded); unset: 0. */
        refundedCents: { type: 'number' },
        /** The payment's refunds, as Stripe keeps Refund objects (../../payments/sandbox/refunds.ts). */
        refunds: sandboxRefundsAttribute,
        /** A dispute opened on the paid session (sandbox control), as Stripe keeps a Dispute. */
        dispute: {
          type: 'map',
          properties: {
            id: { type: 'string', required: true },
            amountCents: { type: 'number', required: true },
            reason: { type: 'string', required: true },
            status: { type: 'string', required: true },
            dueBy: { type: 'number', required: true },
            created: { type: 'number', required: true },
          },
        },
        createdAt: createdAtAttribute,
        expiresAt: expiresAtAttribute,
      },
      indexes: {
        byId: primaryIndex(['sessionId'], []),
      },
    },
    config,
  );
