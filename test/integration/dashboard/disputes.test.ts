/**
 * Disputes (issue 27 item 3), through the sandbox gateway: the owner opens one on a paid order as the card holder's
 * bank would (the sandbox's charge.dispute.created, signed, through the webhook); the order shows it (amount, reason,
 * status, evidence deadline); the owner gets an e-mail; a disputed payment cannot be refunded; closing it lost keeps
 * it closed even when an older update arrives after. Staff cannot use the sandbox control.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/api';
import { Orders, Profiles } from '../../../functions/lib/composition';
import { readLocalMail } from '../../../infra/local/ses';
import { makeFixtures, type Fixtures } from '../http/fixtures';
import { call, sandboxPaidOrder, type ErrorAnswer } from './support';

let f: Fixtures;
beforeAll(async () => {
  f = await makeFixtures();
  // The owner's profile (the web app upserts it at sign-in): where the dispute mail goes.
  await Profiles.upsert({ id: f.ownerA.userId, email: f.ownerA.email });
}, 60_000);

const orderPath = (orderId: string) => `/api/v1/restaurants/${f.restaurantA.id}/orders/${orderId}`;
const dispute = (orderId: string, body: Record<string, unknown>, token = f.ownerA.idToken) => call<{ dispute: { status: string } } & ErrorAnswer>('POST', `${orderPath(orderId)}/sandbox-dispute`, token, body);

async function until(orderId: string, done: (order: Order) => boolean): Promise<Order> {
  let order = (await Orders.get(orderId))!;
  for (let waited = 0; waited < 15_000 && !done(order); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    order = (await Orders.get(orderId))!;
  }
  return order;
}

describe('a dispute opened on a paid order', () => {
  it('shows on the order, mails the owner, blocks refunds, and closes for good', async () => {
    const paid = await sandboxPaidOrder(f.restaurantA.id, [{ itemId: f.menuA.plainItemId, qty: 2 }]);
    const opened = await dispute(paid.id, { action: 'open', reason: 'product_not_received' });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);

    const order = await until(paid.id, (o) => o.dispute != null);
    expect(order.dispute).toMatchObject({ status: 'needs_response', amountCents: paid.totalCents, reason: 'product_not_received', closedAt: null });
    const due = Date.parse(order.dispute!.evidenceDueBy!) - Date.now();
    expect(due).toBeGreaterThan(6 * 24 * 3_600_000);

    const staffView = await call<{ order: Order }>('GET', orderPath(paid.id), f.staffA.idToken);
    expect(staffView.body.order.dispute?.status).toBe('needs_response');

    const mail = (await readLocalMail(process.env.SES_ENDPOINT!)).filter((m) => m.destination.to.includes(f.ownerA.email) && m.subject.includes(paid.orderCode));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`Dispute opened on order ${paid.orderCode} at ${f.restaurantA.name}`);
    expect(mail[0]!.body.text).toContain('Reason given: product not received');
    expect(mail[0]!.body.text).toContain(`Amount disputed: $${(paid.totalCents / 100).toFixed(2)}`);

    const refund = await call<ErrorAnswer>('POST', `${orderPath(paid.id)}/refunds`, f.ownerA.idToken, { kind: 'full', requestId: `dispute-${paid.id}`, reason: 'other' });
    expect(refund.status).toBe(409);
    expect(refund.body.error.message).toBe('This payment is disputed by the card holder; it cannot be refunded while the dispute is open.');

    expect((await dispute(paid.id, { action: 'lost' })).status).toBe(200);
    const closed = await until(paid.id, (o) => o.dispute?.closedAt != null);
    expect(closed.dispute).toMatchObject({ status: 'lost' });
    expect((await dispute(paid.id, { action: 'open' })).status).toBe(409);
  });

  it('refuses staff the sandbox control, and an unknown order', async () => {
    const paid = await sandboxPaidOrder(f.restaurantA.id, [{ itemId: f.menuA.plainItemId, qty: 1 }]);
    expect((await dispute(paid.id, { action: 'open' }, f.staffA.idToken)).status).toBe(403);
    expect((await dispute('3f1c9d2e-0000-4000-8000-000000000000', { action: 'open' })).status).toBe(404);
    expect((await Orders.get(paid.id))!.dispute ?? null).toBeNull();
  });
});
