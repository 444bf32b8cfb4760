import '../db/function-env';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { liveChangeFrom } from '../../../functions/lib/realtime/stream-changes';
import { passesStreamFilter } from '../../../infra/stream-filters';
import { stored } from '../db/stored';

/**
 * Which table-stream records reach which stream function (infra/stream-filters.ts: the event source mappings'
 * filters in AWS, and the local poller's). stream-broadcast gets the order and service-request inserts and updates
 * (what it can turn into a live message) and nothing else: not a payment's analytics rows, a checkout's rate-limit
 * rows, order lines or menu edits; menu-prerender gets the menu's records.
 */
const image = (item: Record<string, unknown>) => marshall(item, { removeUndefinedValues: true }) as Record<string, AttributeValue>;

function record(eventName: 'INSERT' | 'MODIFY' | 'REMOVE', item: Record<string, unknown>): DynamoDBRecord {
  const stored = image(item);
  return {
    eventName,
    eventSource: 'aws:dynamodb',
    dynamodb: {
      SequenceNumber: '1',
      StreamViewType: 'NEW_AND_OLD_IMAGES',
      Keys: { pk: stored.pk!, sk: stored.sk! },
      ...(eventName === 'REMOVE' ? { OldImage: stored } : { NewImage: stored }),
    },
  };
}

const order = stored('order', {
  orderId: 'o1',
  orderCode: 'A123',
  restaurantId: 'r1',
  subtotalCents: 2000,
  taxCents: 0,
  tipCents: 0,
  totalCents: 2000,
  feeCents: 100,
  lineCount: 1,
  status: 'paid',
  createdAt: '2026-11-24T08:00:00.000Z',
});
const serviceRequest = stored('serviceRequest', { requestId: 'sr1', restaurantId: 'r1', tableNumber: '4', status: 'open', createdAt: '2026-11-24T08:00:00.000Z' });
const others = {
  orderLine: stored('orderLine', { orderId: 'o1', position: 0, restaurantId: 'r1', itemId: 'i1', itemName: 'Soup', qty: 1, unitPriceCents: 2000, lineTotalCents: 2000, options: [], removedIngredients: [] }),
  dailySales: stored('dailySales', { restaurantId: 'r1', date: '2026-11-24', timeZone: 'UTC', entry: 'day', kind: 'day', tipsCents: 0 }),
  menuItem: stored('menuItem', { restaurantId: 'r1', itemId: 'i1', categoryId: 'c1', name: 'Soup', priceCents: 900 }),
  menuItemTranslation: stored('menuItemTranslation', { restaurantId: 'r1', itemId: 'i1', lang: 'es', name: 'Sopa' }),
  restaurant: stored('restaurant', { restaurantId: 'r1', ownerId: 'u1', name: 'Bistro' }),
};

describe('stream-broadcast', () => {
  it('gets inserts and updates of orders and service requests', () => {
    for (const item of [order, serviceRequest]) {
      for (const event of ['INSERT', 'MODIFY'] as const) expect(passesStreamFilter('stream-broadcast', record(event, item))).toBe(true);
    }
  });

  it('gets no removal and no other entity, and each of those would have made no message anyway', () => {
    const dropped = [record('REMOVE', order), record('REMOVE', serviceRequest), ...Object.values(others).map((item) => record('MODIFY', item))];
    for (const r of dropped) {
      expect(passesStreamFilter('stream-broadcast', r)).toBe(false);
      expect(liveChangeFrom(r)).toBeNull();
    }
  });
});

describe('menu-prerender', () => {
  it('gets the menu and its translations, removals included, and not orders or analytics', () => {
    expect(passesStreamFilter('menu-prerender', record('MODIFY', others.menuItem))).toBe(true);
    expect(passesStreamFilter('menu-prerender', record('REMOVE', others.menuItemTranslation))).toBe(true);
    expect(passesStreamFilter('menu-prerender', record('MODIFY', others.restaurant))).toBe(true);
    for (const item of [order, serviceRequest, others.orderLine, others.dailySales]) expect(passesStreamFilter('menu-prerender', record('INSERT', item))).toBe(false);
  });
});

it('a function without a filter gets every record', () => {
  expect(passesStreamFilter('some-other-function', record('REMOVE', others.dailySales))).toBe(true);
});
