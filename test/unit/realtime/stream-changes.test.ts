import '../db/function-env';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { liveChangeFrom } from '../../../functions/lib/realtime/stream-changes';
import type { OrderStatus } from '../../../shared/constants';
import { stored } from '../db/stored';

/**
 * Which stream record makes which live message (issue 14): the diner watching an order hears every change of it;
 * the dashboards hear an order only once it is paid, and then only when something the board shows changed.
 * Images are built with the ElectroDB entities, as the table holds them.
 */
type OrderFields = { status: OrderStatus; checkoutSessionId?: string; paidAt?: string; prepStartedAt?: string; servedAt?: string };

function orderImage(fields: OrderFields): Record<string, AttributeValue> {
  const item = stored('order', {
    orderId: 'o1',
    orderCode: 'A123',
    restaurantId: 'r1',
    tableLabel: '7',
    subtotalCents: 2000,
    taxCents: 160,
    tipCents: 300,
    totalCents: 2460,
    feeCents: 123,
    lineCount: 1,
    createdAt: '2026-11-24T08:00:00.000Z',
    ...fields,
  });
  return marshall(item, { removeUndefinedValues: true }) as Record<string, AttributeValue>;
}

function record(eventName: 'INSERT' | 'MODIFY' | 'REMOVE', images: { old?: Record<string, AttributeValue>; new?: Record<string, AttributeValue> }): DynamoDBRecord {
  return {
    eventName,
    eventSource: 'aws:dynamodb',
    dynamodb: { SequenceNumber: '1', StreamViewType: 'NEW_AND_OLD_IMAGES', OldImage: images.old, NewImage: images.new },
  };
}

const pending = orderImage({ status: 'pending_payment' });
const withSession = orderImage({ status: 'pending_payment', checkoutSessionId: 'cs_test_1' });
const paid = orderImage({ status: 'paid', checkoutSessionId: 'cs_test_1', paidAt: '2026-11-24T08:01:00.000Z' });
const started = orderImage({ status: 'in_progress', checkoutSessionId: 'cs_test_1', paidAt: '2026-11-24T08:01:00.000Z', prepStartedAt: '2026-11-24T08:05:00.000Z' });

describe('liveChangeFrom: orders', () => {
  it('a new pending order reaches its diner only, not the dashboards', () => {
    const change = liveChangeFrom(record('INSERT', { new: pending }));
    expect(change).toMatchObject({ restaurantId: 'r1', orderId: 'o1', toDashboards: false, message: { type: 'order.changed', order: { id: 'o1', status: 'pending_payment' } } });
  });

  it('attaching the checkout session to a pending order reaches no dashboard', () => {
    expect(liveChangeFrom(record('MODIFY', { old: pending, new: withSession }))).toMatchObject({ orderId: 'o1', toDashboards: false });
  });

  it('the order becoming paid reaches the dashboards and the diner, without the checkout session', () => {
    const change = liveChangeFrom(record('MODIFY', { old: withSession, new: paid }));
    expect(change).toMatchObject({ orderId: 'o1', toDashboards: true, message: { order: { status: 'paid', paidAt: '2026-11-24T08:01:00.000Z' } } });
    expect(change?.message).not.toHaveProperty('order.checkoutSessionId');
  });

  it('a write of the same paid order again (a repeated webhook) reaches no dashboard', () => {
    expect(liveChangeFrom(record('MODIFY', { old: paid, new: paid }))).toMatchObject({ toDashboards: false });
  });

  it('each later move reaches the dashboards', () => {
    expect(liveChangeFrom(record('MODIFY', { old: paid, new: started }))).toMatchObject({ toDashboards: true, message: { order: { status: 'in_progress' } } });
    const served = orderImage({ status: 'served', paidAt: '2026-11-24T08:01:00.000Z', servedAt: '2026-11-24T08:20:00.000Z' });
    expect(liveChangeFrom(record('MODIFY', { old: started, new: served }))).toMatchObject({ toDashboards: true });
  });

  it('a pending order closing unpaid (expired, canceled) was never on the board: its diner hears it, no dashboard does', () => {
    for (const status of ['expired', 'canceled'] as const) {
      const change = liveChangeFrom(record('MODIFY', { old: withSession, new: orderImage({ status, checkoutSessionId: 'cs_test_1' }) }));
      expect(change).toMatchObject({ orderId: 'o1', toDashboards: false, message: { order: { status } } });
    }
  });

  it('a paid order canceled leaves the board: the dashboards hear it', () => {
    expect(liveChangeFrom(record('MODIFY', { old: paid, new: orderImage({ status: 'canceled', paidAt: '2026-11-24T08:01:00.000Z' }) }))).toMatchObject({ toDashboards: true });
  });

  it('an order written already paid, or a change without its old image, reaches the dashboards', () => {
    expect(liveChangeFrom(record('INSERT', { new: paid }))).toMatchObject({ toDashboards: true });
    expect(liveChangeFrom(record('MODIFY', { new: started }))).toMatchObject({ toDashboards: true });
    expect(liveChangeFrom(record('MODIFY', { new: withSession }))).toMatchObject({ toDashboards: false });
  });

  it('messages about one order share a subject (kept in stream order)', () => {
    const a = liveChangeFrom(record('MODIFY', { old: withSession, new: paid }));
    const b = liveChangeFrom(record('MODIFY', { old: paid, new: started }));
    expect(a?.subject).toBe(b?.subject);
  });

  it('a removed item is silent', () => {
    expect(liveChangeFrom(record('REMOVE', { old: paid }))).toBeNull();
  });
});

describe('liveChangeFrom: service requests and the rest', () => {
  it('a service request change reaches the dashboards, no diner', () => {
    const image = marshall(
      stored('serviceRequest', { requestId: 'sr1', restaurantId: 'r1', tableNumber: '4', status: 'open', createdAt: '2026-11-24T08:00:00.000Z' }),
      { removeUndefinedValues: true },
    ) as Record<string, AttributeValue>;
    expect(liveChangeFrom(record('INSERT', { new: image }))).toMatchObject({
      restaurantId: 'r1',
      orderId: null,
      toDashboards: true,
      message: { type: 'service_request.changed', request: { id: 'sr1' } },
    });
  });

  it('other items are silent', () => {
    const image = marshall(stored('restaurant', { restaurantId: 'r1', ownerId: 'u1', name: 'Bistro', slug: 'bistro' }), { removeUndefinedValues: true }) as Record<string, AttributeValue>;
    expect(liveChangeFrom(record('MODIFY', { new: image }))).toBeNull();
  });
});
