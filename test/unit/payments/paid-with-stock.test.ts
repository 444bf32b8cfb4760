/**
 * Moving an order to paid and lowering its items' stock are one DynamoDB transaction: no crash between them can pay
 * an order without taking its sale out of stock (or the other way round).
 */
import '../db/function-env';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { stored } from '../db/stored';

process.env.LOG_LEVEL = 'SILENT';
const { markOrderPaid: markWith } = await import('../../../functions/lib/domain/checkout/payment-outcomes');
const { db } = await import('../../../functions/lib/composition');
const markOrderPaid = (...args: Parameters<typeof markWith> extends [unknown, ...infer Rest] ? Rest : never) => markWith(db, ...args);

const dynamo = mockClient(DynamoDBDocumentClient);
beforeEach(() => dynamo.reset());

const order = stored('order', {
  orderId: 'o1',
  orderCode: 'K7PXD',
  restaurantId: 'r1',
  status: 'pending_payment',
  subtotalCents: 1400,
  taxCents: 0,
  tipCents: 0,
  totalCents: 1400,
  feeCents: 70,
  currency: 'USD',
  checkoutSessionId: 'cs_1',
  lineCount: 2,
  createdAt: '2026-01-01T12:00:00.000Z',
});
const lineOf = (position: number, itemId: string, qty: number) =>
  stored('orderLine', { orderId: 'o1', position, restaurantId: 'r1', itemId, itemName: itemId, qty, unitPriceCents: 700, lineTotalCents: 700 * qty, options: [] });
const menuItem = (itemId: string, stockCount?: number) =>
  stored('menuItem', { restaurantId: 'r1', itemId, categoryId: 'c1', name: itemId, priceCents: 700, createdAt: '2026-01-01T00:00:00.000Z', ...(stockCount === undefined ? {} : { stockCount }) });

const session = { id: 'cs_1', orderId: 'o1', status: 'complete' as const, paymentStatus: 'paid' as const, amountTotalCents: 1400, currency: 'USD', url: null, expiresAt: null, paymentIntentId: 'pi_1' };

describe('markOrderPaid', () => {
  it('writes the move to paid (with the payment state and intent) and the stock decrement of tracked items in ONE transaction, and nothing outside it', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [order, lineOf(0, 'soup', 1), lineOf(1, 'bread', 1)] });
    dynamo.on(BatchGetCommand).resolves({ Responses: { [process.env.TABLE_NAME!]: [menuItem('soup', 1), menuItem('bread')] }, UnprocessedKeys: {} });
    dynamo.on(TransactWriteCommand).resolves({});
    // The restaurant's zone, for the day the order counts on in analytics (none stored: the default zone).
    dynamo.on(GetCommand).resolves({});

    const paid = await markOrderPaid(session);
    expect(paid).toMatchObject({ id: 'o1', status: 'paid' });

    const transactions = dynamo.commandCalls(TransactWriteCommand);
    expect(transactions).toHaveLength(1);
    const items = transactions[0]!.args[0].input.TransactItems!;
    // The order (conditional on pending_payment), the payment intent's claim (how a refund or dispute event without
    // our metadata finds the order) and the one tracked item (compare-and-set on its count); the untracked item's
    // stock is not written. Then the day's analytics rows: the order's day (its hour's counters) and each item, and
    // its entry on the waiting list of paid orders nobody started (issue 30 item 1).
    expect(items).toHaveLength(7);
    expect(items.filter((item) => item.Put).map((item) => item.Put!.Item)).toContainEqual(expect.objectContaining({ orderId: 'o1', restaurantId: 'r1', paidAt: expect.any(String) }));
    expect(items[1]!.Put!.Item).toMatchObject({ claimedBy: 'o1' });
    expect(items[1]!.Put!.Item).toEqual(expect.objectContaining(db.entities.uniqueness.get({ kind: 'paymentIntent', value: 'pi_1' }).params().Key));
    const [orderWrite, stockWrite, ...analyticsWrites] = items.filter((item) => item.Update).map((item) => item.Update!);
    const day = { restaurantId: 'r1', date: '2026-01-01', timeZone: 'America/New_York' };
    expect(analyticsWrites.map((write) => write!.Key)).toEqual(
      ['day', 'item_soup', 'item_bread'].map((entry) => db.entities.dailySales.get({ ...day, entry }).params().Key),
    );
    // One row for the day: its hour's counters and the tip are added (ADD creates them on a new row).
    const dayWrite = analyticsWrites[0]!;
    expect(dayWrite.UpdateExpression).toMatch(/ADD /);
    expect(Object.values(dayWrite.ExpressionAttributeNames ?? {})).toEqual(expect.arrayContaining(['h07Orders', 'h07RevenueCents', 'tipsCents']));
    expect(Object.values(dayWrite.ExpressionAttributeNames ?? {}).filter((name) => /^h\d\d/.test(name))).toEqual(['h07Orders', 'h07RevenueCents']);
    const written = (update: { ExpressionAttributeValues?: Record<string, unknown> }) => Object.values(update.ExpressionAttributeValues ?? {});
    // Written to the order's own key and the tracked item's own key, as the entities make them.
    expect(orderWrite!.Key).toEqual(db.entities.order.get({ orderId: 'o1' }).params().Key);
    expect(stockWrite!.Key).toEqual(db.entities.menuItem.get({ restaurantId: 'r1', itemId: 'soup' }).params().Key);
    // Paid, its payment state and the session's payment intent: the same write, conditional on pending_payment.
    expect(written(orderWrite!)).toEqual(expect.arrayContaining(['paid', 'pending_payment', 'pi_1']));
    expect(Object.values(orderWrite!.ExpressionAttributeNames ?? {})).toEqual(expect.arrayContaining(['status', 'paymentState', 'paymentIntentId']));
    // The last soup sold: none left, and so sold out.
    expect(written(stockWrite!)).toEqual(expect.arrayContaining([0, true]));
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('writes nothing for a session that is not the order\'s own', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [order, lineOf(0, 'soup', 1), lineOf(1, 'bread', 1)] });
    expect(await markOrderPaid({ ...session, id: 'cs_forged' })).toBeNull();
    expect(await markOrderPaid({ ...session, amountTotalCents: 1 })).toBeNull();
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});

describe('markOrderPaid for an event sent on a connected account', () => {
  it('throws (so the event is retried) when the restaurant cannot be read, rather than dropping the payment as a mismatch', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [order, lineOf(0, 'soup', 1), lineOf(1, 'bread', 1)] });
    dynamo.on(GetCommand).rejects(new Error('DynamoDB is down'));
    await expect(markOrderPaid(session, { account: 'acct_1' })).rejects.toThrow('DynamoDB is down');
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
