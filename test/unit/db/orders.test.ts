import './function-env';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { Orders } from '../../../functions/lib/composition';
import { ConflictError } from '../../../functions/lib/errors';
import type { OrderStatus } from '../../../shared/constants';
import { stored } from './stored';

const dynamo = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  dynamo.reset();
});

const order = (status: OrderStatus, paidAt?: string) =>
  stored('order', {
    orderId: 'o1',
    orderCode: 'K7',
    restaurantId: 'r1',
    status,
    subtotalCents: 1000,
    taxCents: 80,
    tipCents: 150,
    totalCents: 1230,
    feeCents: 62,
    lineCount: 1,
    createdAt: '2026-01-01T12:00:00.000Z',
    ...(paidAt ? { paidAt } : {}),
  });
const line = stored('orderLine', {
  orderId: 'o1',
  position: 0,
  restaurantId: 'r1',
  itemId: 'i1',
  itemName: 'Soup',
  qty: 1,
  unitPriceCents: 1000,
  lineTotalCents: 1000,
  options: [],
});

describe('Orders.advance', () => {
  it('reads the order once, writes once, and answers the moved order with the step time stamped', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [order('paid'), line] });
    dynamo.on(UpdateCommand).resolves({});

    const advanced = await Orders.advance('o1', 'paid', 'in_progress', 'staff');

    expect(advanced).toMatchObject({ id: 'o1', status: 'in_progress', lines: [{ itemName: 'Soup' }] });
    expect(advanced.prepStartedAt).not.toBeNull();
    // The condition (status = from) and the status index key are ElectroDB's: test/integration/domain/orders.test.ts
    // runs them against DynamoDB Local (two concurrent advances, one wins).
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(1);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(1);
  });

  it('turns a refused condition into ConflictError carrying the status the order has now', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [order('paid'), line] });
    dynamo.on(UpdateCommand).rejects(
      new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {}, Item: marshall(order('in_progress')) }),
    );

    const advance = Orders.advance('o1', 'paid', 'in_progress', 'staff');
    await expect(advance).rejects.toBeInstanceOf(ConflictError);
    await expect(advance).rejects.toMatchObject({ status: 409, details: { status: 'in_progress' } });
  });

  it('does not write when the order is already past the expected status', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [order('in_progress'), line] });
    await expect(Orders.advance('o1', 'paid', 'in_progress', 'staff')).rejects.toMatchObject({ details: { status: 'in_progress' } });
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('refuses a move the transitions table does not give its actor, before reading or writing anything', async () => {
    await expect(Orders.advance('o1', 'paid', 'canceled', 'staff')).rejects.toMatchObject({ status: 400, code: 'invalid_transition' });
    await expect(Orders.advance('o1', 'paid', 'served', 'staff')).rejects.toMatchObject({ status: 400, code: 'invalid_transition' });
    await expect(Orders.advance('o1', 'paid', 'in_progress', 'payment')).rejects.toMatchObject({ status: 400, code: 'invalid_transition' });
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});

describe('an order stored before its payment state was kept', () => {
  /** The row as it was written then: no payment state, no refunded amount, no payment ids. */
  function oldRow(status: 'pending_payment' | 'expired' | 'canceled' | 'served', paidAt?: string) {
    const { refundedCents: _refunded, ...row } = order(status, paidAt);
    expect(row).not.toHaveProperty('paymentState');
    return row;
  }

  it('reads its payment state from its status, and nothing refunded', async () => {
    const read = async (row: Record<string, unknown>) => {
      dynamo.reset();
      dynamo.on(QueryCommand).resolves({ Items: [row, line] });
      const found = await Orders.get('o1');
      return found && { paymentState: found.paymentState, refundedCents: found.refundedCents };
    };
    expect(await read(oldRow('served', '2026-01-01T12:01:00.000Z'))).toEqual({ paymentState: 'paid', refundedCents: 0 });
    expect(await read(oldRow('pending_payment'))).toEqual({ paymentState: 'unpaid', refundedCents: 0 });
    expect(await read(oldRow('expired'))).toEqual({ paymentState: 'unpaid', refundedCents: 0 });
    // Canceled because its delayed payment failed: never paid.
    expect(await read(oldRow('canceled'))).toEqual({ paymentState: 'unpaid', refundedCents: 0 });
  });

  it('keeps the payment ids out of the API shape', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [{ ...oldRow('served', '2026-01-01T12:01:00.000Z'), paymentState: 'paid', paymentIntentId: 'pi_1', chargeId: 'ch_1' }, line] });
    const found = await Orders.get('o1');
    expect(found).toMatchObject({ paymentState: 'paid' });
    expect(found).not.toHaveProperty('paymentIntentId');
    expect(found).not.toHaveProperty('chargeId');
    expect(found).not.toHaveProperty('checkoutSessionId');
  });
});

describe('Orders.create', () => {
  it('writes the attempt claim, the order and every line in one transaction', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    const created = await Orders.create(
      {
        attemptId: 'a2',
        orderCode: 'Q1',
        restaurantId: 'r1',
        tableLabel: null,
        note: null,
        subtotalCents: 500,
        taxCents: 40,
        tipCents: 0,
        totalCents: 540,
        feeCents: 27,
      },
      [
        { itemId: 'a', itemName: 'A', qty: 1, unitPriceCents: 200, lineTotalCents: 200, options: [], removedIngredients: [], note: null },
        { itemId: 'b', itemName: 'B', qty: 1, unitPriceCents: 300, lineTotalCents: 300, options: [], removedIngredients: [], note: null },
      ],
    );
    const items = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items).toHaveLength(4);
    expect(items[0]?.Put?.Item).toMatchObject({ kind: 'checkoutAttempt', value: 'r1#a2', claimedBy: created.id });
    expect(items[1]?.Put?.Item).toMatchObject({ orderId: created.id, status: 'pending_payment', paymentState: 'unpaid', refundedCents: 0, lineCount: 2 });
    expect(created.id).not.toBe('a2');
  });
});
