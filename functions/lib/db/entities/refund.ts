/**
 * A refund of an order (issue 27): the owner's ask, its parts in whole cents (shared/refunds.ts) and where it stands
 * at the payment gateway. Written pending in the same transaction that adds its parts to the order's running sums, so
 * concurrent refunds can never give back more than was paid; then moved by the gateway's answer and its events:
 * pending -> succeeded, pending or succeeded -> failed (a failed refund gives its parts back, once).
 * The id derives from the order and the request's key: a double click or a retry is the same refund.
 *   primary (orderDetails collection)  pk orderId  sk refundId   (an order's refunds come with it, in one query)
 */
import { Entity, type EntityConfiguration } from 'electrodb';
import { REFUND_REASONS } from '../../../../shared/refunds';
import { createdAtAttribute, updatedAtAttribute } from '../attributes';
import { primaryCollectionIndex } from '../keys';
import { ORDER_DETAILS_COLLECTION } from './order';

export const REFUND_RECORD_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export const REFUND_KINDS = ['items', 'tip', 'amount', 'full'] as const;

export const refundEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'refund', version: '1' },
      attributes: {
        orderId: { type: 'string', required: true, readOnly: true },
        refundId: { type: 'string', required: true, readOnly: true },
        restaurantId: { type: 'string', required: true, readOnly: true },
        /** The member who asked for it (their user id). */
        requestedBy: { type: 'string', required: true, readOnly: true },
        kind: { type: REFUND_KINDS, required: true, readOnly: true },
        reason: { type: REFUND_REASONS, required: true, readOnly: true },
        note: { type: 'string', readOnly: true },
        /** A fingerprint of the ask: the same key with another ask is refused. */
        askHash: { type: 'string', required: true, readOnly: true },
        amountCents: { type: 'number', required: true, readOnly: true },
        subtotalCents: { type: 'number', required: true, readOnly: true },
        taxCents: { type: 'number', required: true, readOnly: true },
        tipCents: { type: 'number', required: true, readOnly: true },
        feeCents: { type: 'number', required: true, readOnly: true },
        lines: {
          type: 'list',
          required: true,
          readOnly: true,
          default: () => [],
          items: {
            type: 'map',
            properties: {
              position: { type: 'number', required: true },
              qty: { type: 'number', required: true },
              amountCents: { type: 'number', required: true },
            },
          },
        },
        /** The order was canceled by this refund (a full refund before preparation started). */
        canceledOrder: { type: 'boolean', readOnly: true },
        /**
         * A round paid in shares of a table's bill (issue 29): this refund gives back the part one share's payment
         * covered, from that payment. One ask makes one such refund per payment, all named by the first's id (groupId).
         */
        groupId: { type: 'string', readOnly: true },
        tabSessionId: { type: 'string', readOnly: true },
        tabPaymentId: { type: 'string', readOnly: true },
        paymentIntentId: { type: 'string', readOnly: true },
        payerName: { type: 'string', readOnly: true },
        status: { type: REFUND_RECORD_STATUSES, required: true },
        /** The gateway's refund id, once it answered (re_...). */
        gatewayRefundId: { type: 'string' },
        /** The gateway's failure reason (e.g. expired_or_canceled_card) or its refusal's message. */
        failureReason: { type: 'string' },
        createdAt: createdAtAttribute,
        updatedAt: updatedAtAttribute,
        succeededAt: { type: 'string' },
        failedAt: { type: 'string' },
      },
      indexes: {
        byOrder: primaryCollectionIndex(ORDER_DETAILS_COLLECTION, ['orderId'], ['refundId']),
      },
    },
    config,
  );
