/**
 * An order. Written as pending_payment before checkout; its status then moves only by conditional update.
 * `lineCount` lets a list of orders fetch every line by key (orderId + position) in batches.
 *   primary (orderDetails collection)  pk orderId                      (the order with its lines, one query)
 *   gsi1     byStatus                   pk restaurantId  sk status, createdAt   (dashboard columns, oldest first)
 *   gsi2     byCreatedAt                pk restaurantId  sk createdAt           (history and analytics)
 */
import { Entity, type EntityConfiguration } from 'electrodb';
import { DEFAULT_CURRENCY, ORDER_STATUSES } from '../../../../shared/constants';
import { LANGUAGE_CODES } from '../../../../shared/languages';
import { PAYMENT_STATES } from '../../../../shared/order-lifecycle';
import { createdAtAttribute } from '../attributes';
import { primaryCollectionIndex, secondaryIndex } from '../keys';

export const ORDER_DETAILS_COLLECTION = 'orderDetails';

export const orderEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'order', version: '1' },
      attributes: {
        orderId: { type: 'string', required: true, readOnly: true },
        orderCode: { type: 'string', required: true, readOnly: true },
        restaurantId: { type: 'string', required: true, readOnly: true },
        status: { type: ORDER_STATUSES, required: true },
        tableLabel: { type: 'string' },
        /** A round of a table's visit (issue 28): the visit it was sent from and its number there (1, 2...). */
        tableSessionId: { type: 'string', readOnly: true },
        roundNumber: { type: 'number', readOnly: true },
        /**
         * A round on a table's tab (issue 29): in the kitchen before it is paid (status paid = placed, payment state
         * unpaid) and paid with the tab's bill, by one payment or several shares.
         */
        onTab: { type: 'boolean', readOnly: true },
        note: { type: 'string' },
        subtotalCents: { type: 'number', required: true },
        taxCents: { type: 'number', required: true },
        /**
         * The tax mode and rate the order was priced with (the restaurant's then; changing them changes new orders
         * only). taxIncluded: taxCents is the part of the subtotal that is tax, not added. Absent on orders from
         * before they were kept: those had the tax added.
         */
        taxIncluded: { type: 'boolean', readOnly: true },
        taxRateBps: { type: 'number', readOnly: true },
        tipCents: { type: 'number', required: true },
        totalCents: { type: 'number', required: true },
        feeCents: { type: 'number', required: true },
        currency: { type: 'string', required: true, default: DEFAULT_CURRENCY },
        /** The language the diner ordered in (create-payment's `lang`), for their receipt. Absent: the restaurant's default. */
        dinerLanguage: { type: LANGUAGE_CODES, readOnly: true },
        checkoutSessionId: { type: 'string' },
        /**
         * Where the order's money is, apart from its status (shared/order-lifecycle.ts): unpaid when written, moved
         * with the status by the payment. Absent on orders from before it was kept: read from the status then.
         */
        paymentState: { type: PAYMENT_STATES },
        /** The payment's ids, so it can be refunded without another lookup: the intent from the completed session, */
        paymentIntentId: { type: 'string' },
        /** and its charge, from the charge's own events (a Checkout Session carries the intent, not the charge). */
        chargeId: { type: 'string' },
        /**
         * What has been given back so far, and its parts (shared/refunds.ts running sums): refunds pending or done,
         * failed ones given back. Absent (0) on orders from before refunds. Every refund's write sets them together,
         * conditional on `refundVersion` being what it read, so concurrent refunds add up exactly.
         */
        refundedCents: { type: 'number', default: 0 },
        refundedSubtotalCents: { type: 'number' },
        refundedTaxCents: { type: 'number' },
        refundedTipCents: { type: 'number' },
        refundedFeeCents: { type: 'number' },
        refundVersion: { type: 'number' },
        /** How many of each line (by position) were refunded by item; absent until a refund names a line. */
        lineRefundedQty: { type: 'list', items: { type: 'number' } },
        /** A chargeback on the payment (charge.dispute.*): its amount, Stripe's reason and status, the evidence deadline. */
        dispute: {
          type: 'map',
          properties: {
            disputeId: { type: 'string', required: true },
            status: { type: 'string', required: true },
            amountCents: { type: 'number', required: true },
            reason: { type: 'string', required: true },
            evidenceDueBy: { type: 'string' },
            openedAt: { type: 'string', required: true },
            updatedAt: { type: 'string', required: true },
            closedAt: { type: 'string' },
          },
        },
        lineCount: { type: 'number', required: true, readOnly: true },
        createdAt: createdAtAttribute,
        paidAt: { type: 'string' },
        prepStartedAt: { type: 'string' },
        readyAt: { type: 'string' },
        servedAt: { type: 'string' },
        /** When a refund canceled it (a full refund before preparation started). */
        canceledAt: { type: 'string' },
        /** When the owner and managers were e-mailed that nobody had started it (issue 30 item 1); set once. */
        escalatedAt: { type: 'string' },
      },
      indexes: {
        byId: primaryCollectionIndex(ORDER_DETAILS_COLLECTION, ['orderId'], []),
        byStatus: secondaryIndex('gsi1', ['restaurantId'], ['status', 'createdAt']),
        byCreatedAt: secondaryIndex('gsi2', ['restaurantId'], ['createdAt']),
      },
    },
    config,
  );
