/**
 * A payment of a table's bill (issue 29): one share, paid by one guest with their own tip, on its own Checkout
 * Session (or, kind 'auto', the tab charged off-session to its saved card when left open). Its id names the share,
 * so a share can be started once: 'whole', 'even:{ways}:{index}', 'items:{guestId}', 'amount:{random}', 'auto'.
 * A share given up (its checkout ended unpaid) is 'released' and can be started again; 'paid' is final.
 *   primary (tableVisit collection)  pk sessionId  sk paymentId
 */
import { Entity, type EntityConfiguration } from 'electrodb';
import { primaryCollectionIndex } from '../keys';
import { TABLE_VISIT_COLLECTION } from './table-session';

export const TAB_PAYMENT_KINDS = ['whole', 'even', 'items', 'amount', 'auto'] as const;
export const TAB_PAYMENT_STATES = ['paying', 'paid', 'released', 'failed'] as const;

export const tabPaymentEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'tabPayment', version: '1' },
      attributes: {
        sessionId: { type: 'string', required: true, readOnly: true },
        paymentId: { type: 'string', required: true, readOnly: true },
        restaurantId: { type: 'string', required: true, readOnly: true },
        /** Who pays it; absent for the automatic charge (the card holder's). */
        guestId: { type: 'string' },
        guestName: { type: 'string', required: true },
        kind: { type: TAB_PAYMENT_KINDS, required: true },
        /** The even share's index (0-based) of `ways`. */
        index: { type: 'number' },
        /** By items: the bill lines this payment pays its part of, as JSON ["{orderId}:{position}", ...]. */
        lineIds: { type: 'string' },
        /** Of the bill (before tip): the items' part and the whole part (items + added tax). */
        subtotalCents: { type: 'number', required: true },
        billCents: { type: 'number', required: true },
        tipCents: { type: 'number', required: true },
        totalCents: { type: 'number', required: true },
        /** The platform's fee on this payment: 5% of its bill part, never of its tip. */
        feeCents: { type: 'number', required: true },
        currency: { type: 'string', required: true },
        state: { type: TAB_PAYMENT_STATES, required: true },
        /** The phone's attempt: the same attempt again gets the same checkout back. */
        attemptId: { type: 'string' },
        checkoutSessionId: { type: 'string' },
        paymentIntentId: { type: 'string' },
        /** Receipts mailed for it (its payer's asks, or the card holder's automatic one): bounded per payment. */
        receiptSends: { type: 'number' },
        /** Of its bill part, what refunds of its rounds gave back from it (issue 29 item 4); absent: nothing. */
        refundedCents: { type: 'number' },
        /** Why an automatic charge was refused (Stripe's code, e.g. authentication_required). */
        failureCode: { type: 'string' },
        createdAt: { type: 'string', required: true },
        paidAt: { type: 'string' },
      },
      indexes: {
        byId: primaryCollectionIndex(TABLE_VISIT_COLLECTION, ['sessionId'], ['paymentId']),
      },
    },
    config,
  );
