/**
 * Refunds from an order's Details (issue 27 item 2), rendered for real (OrderDetails, its refund dialog, the refunds
 * api hook, apiRequest) with the API answered at fetch: who sees the Refund button, the preview (planRefund on the
 * order as it stands), the reason required, one requestId for every retry of a submission, and refunds as they stand
 * (a failed one reads as failed).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Order, Refund, RefundRequestBody } from '../../../shared/api';
import { planRefund } from '../../../shared/refunds';
import { OrderDetails } from '../../../web/src/features/dashboard/orders/order-details';
import { OrderTicket } from '../../../web/src/features/dashboard/orders/order-ticket';
import { refundableOf } from '../../../web/src/features/dashboard/orders/refund-form';
import { RefundPermission } from '../../../web/src/features/dashboard/orders/refund-permission';
import { formatMoney } from '../../../web/src/lib/format';
import { mockApi, type RouteHandler } from '../support/fetch-mock';
import { renderWithClient } from '../support/render';

vi.mock('../../../web/src/lib/amplify/session', () => ({ getIdToken: async () => 'test-id-token' }));

const RID = 'rest-1';
const OID = 'order-1';
const ORDER = `/api/v1/restaurants/${RID}/orders/${OID}`;
const REFUNDS = `${ORDER}/refunds`;

const line = (itemName: string, qty: number, unitPriceCents: number, refundedQty = 0): Order['lines'][number] => ({
  itemId: itemName.toLowerCase(),
  itemName,
  qty,
  unitPriceCents,
  lineTotalCents: qty * unitPriceCents,
  options: [],
  removedIngredients: [],
  note: null,
  refundedQty,
});

/** Two Margheritas ($14.00) and a Caesar Salad ($12.50), 8% tax added, a $5.00 tip; the fee is 5% before the tip. */
function paidOrder(over: Partial<Order> = {}): Order {
  const lines = [line('Caesar Salad', 1, 1250), line('Margherita', 2, 1400)];
  const subtotalCents = lines.reduce((sum, l) => sum + l.lineTotalCents, 0);
  const taxCents = Math.round(subtotalCents * 0.08);
  return {
    id: OID,
    orderCode: 'K7Q2M',
    restaurantId: RID,
    status: 'served',
    tableLabel: '4',
    note: null,
    subtotalCents,
    taxCents,
    taxIncluded: false,
    taxRateBps: 800,
    tipCents: 500,
    totalCents: subtotalCents + taxCents + 500,
    feeCents: Math.round((subtotalCents + taxCents) * 0.05),
    currency: 'USD',
    paymentState: 'paid',
    refundedCents: 0,
    refunded: { subtotalCents: 0, taxCents: 0, tipCents: 0, feeCents: 0 },
    dispute: null,
    refunds: [],
    createdAt: '2026-11-28T12:00:00.000Z',
    paidAt: '2026-11-28T12:01:00.000Z',
    prepStartedAt: '2026-11-28T12:02:00.000Z',
    readyAt: '2026-11-28T12:10:00.000Z',
    servedAt: '2026-11-28T12:12:00.000Z',
    lines,
    ...over,
  };
}

function refundOf(order: Order, body: RefundRequestBody, status: Refund['status'], failureReason: string | null = null): Refund {
  const { ask } = { ask: body.kind === 'items' ? { kind: 'items' as const, lines: body.lines } : body.kind === 'full' ? { kind: 'full' as const } : { kind: body.kind, amountCents: body.amountCents } };
  const plan = planRefund(refundableOf(order), ask);
  if (!plan.ok) throw new Error(plan.message);
  return {
    id: `rf_${body.requestId}`,
    kind: body.kind,
    reason: body.reason,
    note: body.note ?? null,
    status,
    amountCents: plan.parts.cents,
    subtotalCents: plan.parts.subtotalCents,
    taxCents: plan.parts.taxCents,
    tipCents: plan.parts.tipCents,
    feeCents: plan.parts.feeCents,
    lines: plan.parts.lines,
    canceledOrder: false,
    failureReason,
    createdAt: '2026-11-28T13:00:00.000Z',
    succeededAt: status === 'succeeded' ? '2026-11-28T13:00:01.000Z' : null,
    failedAt: status === 'failed' ? '2026-11-28T13:00:01.000Z' : null,
  };
}

/** The order after a refund that counts (pending or succeeded), as the server answers it. */
function orderAfter(order: Order, refund: Refund): Order {
  const refundedCents = order.refundedCents + refund.amountCents;
  const parts = order.refunded!;
  return {
    ...order,
    refundedCents,
    paymentState: refundedCents >= order.totalCents ? 'refunded' : 'partially_refunded',
    refunded: {
      subtotalCents: parts.subtotalCents + refund.subtotalCents,
      taxCents: parts.taxCents + refund.taxCents,
      tipCents: parts.tipCents + refund.tipCents,
      feeCents: parts.feeCents + refund.feeCents,
    },
    lines: order.lines.map((l, position) => ({ ...l, refundedQty: (l.refundedQty ?? 0) + (refund.lines.find((r) => r.position === position)?.qty ?? 0) })),
    refunds: [...(order.refunds ?? []), refund],
  };
}

function renderDetails(order: Order, { canRefund = true, refunds }: { canRefund?: boolean; refunds?: RouteHandler } = {}) {
  const api = mockApi({
    [`GET ${ORDER}`]: () => ({ body: { order } }),
    ...(refunds ? { [`POST ${REFUNDS}`]: refunds } : {}),
  });
  const rendered = renderWithClient(
    <RefundPermission value={canRefund}>
      <OrderDetails restaurantId={RID} orderId={OID} id="details" />
    </RefundPermission>,
  );
  return { ...rendered, api, posts: () => api.calls.filter((call) => call.method === 'POST').map((call) => call.body as RefundRequestBody) };
}

const money = (cents: number) => formatMoney(cents, 'USD');
const dialog = () => screen.getByRole('dialog', { name: 'Refund order K7Q2M' });

async function openDialog(user: ReturnType<typeof renderDetails>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Refund' }));
  return dialog();
}

describe('who may refund', () => {
  it('shows staff no Refund button, and owners and managers one on a paid order', async () => {
    const order = paidOrder();
    const staff = renderDetails(order, { canRefund: false });
    expect(await screen.findByText('Caesar Salad', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(screen.getByTestId('payment-state').textContent).toBe('Paid');
    staff.unmount();

    renderDetails(order);
    expect(await screen.findByRole('button', { name: 'Refund' })).toBeTruthy();
  });

  it('hides the button and says why on an order refunded in full, and on one under an open dispute', async () => {
    const order = paidOrder();
    const full = renderDetails({ ...order, paymentState: 'refunded', refundedCents: order.totalCents });
    expect(await screen.findByText('Refunded in full: nothing is left to refund.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    full.unmount();

    const dispute = { status: 'needs_response', amountCents: order.totalCents, reason: 'fraudulent', evidenceDueBy: '2026-12-08T23:59:59.000Z', openedAt: '2026-11-28T14:00:00.000Z', closedAt: null };
    renderDetails({ ...order, dispute });
    const notice = await screen.findByRole('region', { name: 'Dispute' });
    expect(within(notice).getByText('Disputed')).toBeTruthy();
    expect(within(notice).getByText(money(order.totalCents))).toBeTruthy();
    expect(within(notice).getByText('fraudulent')).toBeTruthy();
    expect(within(notice).getByText('needs response')).toBeTruthy();
    expect(within(notice).getByText('Evidence due by')).toBeTruthy();
    expect(screen.getByText('Refunds are paused while the card holder’s dispute is open.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });
});

describe('the refund dialog', () => {
  it('previews what planRefund gives back for the dishes chosen, the tip and an amount; and its refusal', async () => {
    const order = paidOrder();
    const { user } = renderDetails(order);
    const box = await openDialog(user);
    const preview = () => within(box).getByTestId('refund-preview');
    const expectPreview = (ask: Parameters<typeof planRefund>[1]) => {
      const plan = planRefund(refundableOf(order), ask);
      if (!plan.ok) throw new Error(plan.message);
      expect(within(preview()).getByTestId('refund-preview-amount').textContent).toBe(money(plan.parts.cents));
      expect(within(preview()).getByTestId('refund-preview-tax').textContent).toBe(money(plan.parts.taxCents));
      expect(within(preview()).getByTestId('refund-preview-tip').textContent).toBe(money(plan.parts.tipCents));
      expect(within(preview()).getByTestId('refund-preview-fee').textContent).toBe(money(plan.parts.feeCents));
      expect(within(preview()).getByTestId('refund-preview-left').textContent).toBe(money(order.totalCents - plan.parts.cents));
      return plan.parts;
    };

    // Nothing chosen yet: planRefund's own words.
    expect(within(box).getByTestId('refund-preview-refusal').textContent).toBe('Choose at least one dish to refund.');
    await user.click(within(box).getByRole('button', { name: 'One more Margherita' }));
    const one = expectPreview({ kind: 'items', lines: [{ position: 1, qty: 1 }] });
    // One Margherita: $14.00 and its 8% tax in proportion ($1.12), no tip; the fee back in proportion.
    expect(one).toMatchObject({ subtotalCents: 1400, taxCents: 112, tipCents: 0, cents: 1512 });
    expect(within(box).getByRole('button', { name: `Refund ${money(1512)}` })).toBeTruthy();
    // The stepper stops at what is still refundable (2 of the line).
    await user.click(within(box).getByRole('button', { name: 'One more Margherita' }));
    expect((within(box).getByRole('button', { name: 'One more Margherita' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(box).getByLabelText('2 × Margherita', { exact: false }) as HTMLInputElement).value).toBe('2');
    expectPreview({ kind: 'items', lines: [{ position: 1, qty: 2 }] });

    await user.click(within(box).getByRole('radio', { name: 'Tip' }));
    const tipField = within(box).getByLabelText('Tip to refund (up to $5.00)');
    expect((tipField as HTMLInputElement).value).toBe('5.00');
    await user.clear(tipField);
    await user.type(tipField, '2,50');
    expectPreview({ kind: 'tip', amountCents: 250 });
    await user.clear(tipField);
    await user.type(tipField, '6');
    expect(within(box).getByTestId('refund-preview-refusal').textContent).toBe('Only $5.00 of the tip is left to refund.');

    await user.click(within(box).getByRole('radio', { name: 'Amount' }));
    const amount = within(box).getByLabelText(`Amount to refund (up to ${money(order.totalCents)})`);
    await user.type(amount, '10');
    expectPreview({ kind: 'amount', amountCents: 1000 });

    await user.click(within(box).getByRole('radio', { name: 'Everything left' }));
    const all = expectPreview({ kind: 'full' });
    expect(all.cents).toBe(order.totalCents);
    expect(all.feeCents).toBe(order.feeCents);
  });

  it('requires a reason: nothing is sent until one is chosen', async () => {
    const order = paidOrder();
    const { user, posts } = renderDetails(order, { refunds: () => ({ status: 500, body: {} }) });
    const box = await openDialog(user);
    await user.click(within(box).getByRole('button', { name: 'One more Caesar Salad' }));
    await user.click(within(box).getByRole('button', { name: `Refund ${money(1350)}` }));
    expect(within(box).getByRole('alert').textContent).toBe('Choose a reason for the refund.');
    expect(posts()).toEqual([]);
    expect(document.activeElement).toBe(within(box).getByRole('radio', { name: 'Wrong item' }));
  });

  it('sends one requestId for a submission: a double click is one request, and "Try again" after 502 refund_pending the same one', async () => {
    const order = paidOrder();
    let answer: ((value: { status?: number; body: unknown }) => void) | null = null;
    let calls = 0;
    const { user, posts, queryClient } = renderDetails(order, {
      refunds: (request) => {
        calls += 1;
        if (calls === 1) return new Promise((resolve) => (answer = resolve));
        const refund = refundOf(order, request.body as RefundRequestBody, 'succeeded');
        return { body: { order: orderAfter(order, refund), refund } };
      },
    });
    const box = await openDialog(user);
    await user.click(within(box).getByRole('button', { name: 'One more Margherita' }));
    await user.click(within(box).getByRole('radio', { name: 'Wrong item' }));
    await user.type(within(box).getByLabelText('Note (optional)'), 'Brought a Marinara');
    const submit = within(box).getByRole('button', { name: `Refund ${money(1512)}` });
    await user.dblClick(submit);
    expect(posts()).toHaveLength(1);
    expect((within(box).getByRole('button', { name: 'Refunding...' }) as HTMLButtonElement).disabled).toBe(true);

    answer!({
      status: 502,
      body: { error: { code: 'refund_pending', message: 'The payment provider did not answer. The refund is saved as pending: try again and it will be sent once.' } },
    });
    expect((await within(box).findByRole('alert')).textContent).toBe('The payment provider did not answer. The refund is saved as pending: try again and it will be sent once.');
    await user.click(within(box).getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [first, second] = posts();
    expect(first).toEqual({ kind: 'items', lines: [{ position: 1, qty: 1 }], reason: 'wrong_item', note: 'Brought a Marinara', requestId: first!.requestId });
    expect(first!.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(second).toEqual(first);
    // The order's Details show the answer at once: its payment state, the refund and what is left.
    expect(await screen.findByText('Partially refunded')).toBeTruthy();
    const listed = screen.getByTestId('order-refund');
    expect(listed.getAttribute('data-status')).toBe('succeeded');
    expect(within(listed).getByText('Margherita × 1')).toBeTruthy();
    expect(within(listed).getByText('Wrong item: Brought a Marinara')).toBeTruthy();
    expect(screen.getByTestId('order-money-refunded').textContent).toBe(`−${money(1512)}`);
    expect(screen.getByTestId('order-money-left').textContent).toBe(money(order.totalCents - 1512));
    expect(queryClient.getQueryData<Order>(['dashboard', RID, 'order', OID])?.refundedCents).toBe(1512);
    expect(screen.getByText('Refunded $15.12')).toBeTruthy();
    // The line itself says how many of it went back.
    expect(within(screen.getByRole('region', { name: 'Order details' })).getByText('1 refunded')).toBeTruthy();
  });

  it("shows a refusal in the server's words and keeps the dialog open for another try", async () => {
    const order = paidOrder();
    const { user, posts } = renderDetails(order, {
      refunds: () => ({ status: 400, body: { error: { code: 'refund_not_possible', message: 'Line 2 has been refunded already.' } } }),
    });
    const box = await openDialog(user);
    await user.click(within(box).getByRole('button', { name: 'One more Margherita' }));
    await user.click(within(box).getByRole('radio', { name: 'Quality' }));
    await user.click(within(box).getByRole('button', { name: `Refund ${money(1512)}` }));
    expect((await within(box).findByRole('alert')).textContent).toBe('Line 2 has been refunded already.');
    expect(posts()).toHaveLength(1);
    expect(within(box).getByRole('button', { name: `Refund ${money(1512)}` })).toBeTruthy();
  });

  it('says a refund the payment provider failed has failed, then makes the next try a new refund', async () => {
    const order = paidOrder();
    let calls = 0;
    const { user, posts } = renderDetails(order, {
      refunds: (request) => {
        calls += 1;
        const refund = refundOf(order, request.body as RefundRequestBody, calls === 1 ? 'failed' : 'succeeded', calls === 1 ? 'expired_or_canceled_card' : null);
        return { body: { order: calls === 1 ? { ...order, refunds: [refund] } : orderAfter(order, refund), refund } };
      },
    });
    const box = await openDialog(user);
    await user.click(within(box).getByRole('radio', { name: 'Everything left' }));
    await user.click(within(box).getByRole('radio', { name: 'Not delivered' }));
    await user.click(within(box).getByRole('button', { name: `Refund ${money(order.totalCents)}` }));
    expect((await within(box).findByRole('alert')).textContent).toBe(`The refund of ${money(order.totalCents)} failed (expired or canceled card): nothing went back to the diner.`);
    await user.click(within(box).getByRole('button', { name: `Refund ${money(order.totalCents)}` }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[1]!.requestId).not.toBe(posts()[0]!.requestId);
  });

  it('closes on Escape and on Cancel, with the focus back on the Refund button', async () => {
    const { user } = renderDetails(paidOrder());
    await openDialog(user);
    expect(document.activeElement?.closest('dialog')).toBe(dialog());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Refund' }));
    await openDialog(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe("the order's refunds", () => {
  it('lists each refund as it stands: a failed one reads as failed, never as refunded', async () => {
    const order = paidOrder();
    const done = refundOf(order, { kind: 'items', lines: [{ position: 0, qty: 1 }], requestId: 'aaaaaaaa', reason: 'quality' }, 'succeeded');
    const after = orderAfter(order, done);
    const failed = refundOf(after, { kind: 'tip', amountCents: 500, requestId: 'bbbbbbbb', reason: 'other', note: 'Tip by mistake' }, 'failed', 'expired_or_canceled_card');
    const pending = refundOf(after, { kind: 'amount', amountCents: 300, requestId: 'cccccccc', reason: 'wrong_item' }, 'pending');
    const shown = { ...orderAfter(after, pending), refunds: [done, failed, pending] };
    renderDetails(shown, { canRefund: false });

    const items = await screen.findAllByTestId('order-refund');
    expect(items.map((item) => within(item).getByText(/^(Pending|Refunded|Failed)$/).textContent)).toEqual(['Refunded', 'Failed', 'Pending']);
    expect(within(items[0]!).getByText('Caesar Salad × 1')).toBeTruthy();
    expect(within(items[1]!).getByText('Tip')).toBeTruthy();
    expect(within(items[1]!).getByText('Other: Tip by mistake')).toBeTruthy();
    expect(within(items[1]!).getByText('Failed (expired or canceled card): nothing went back to the diner; the amount is refundable again.')).toBeTruthy();
    expect(items[1]!.textContent).toContain(`${money(500)} not refunded`);
    expect(within(items[2]!).getByText('Amount')).toBeTruthy();
    expect(screen.getByTestId('payment-state').textContent).toBe('Partially refunded');
    // The failed tip refund counts nothing: refunded is the salad and the pending amount.
    expect(screen.getByTestId('order-money-refunded').textContent).toBe(`−${money(done.amountCents + pending.amountCents)}`);
  });

  it('names the payer of each part of a refund of a round paid in shares of a table bill (issue 29)', async () => {
    const order = paidOrder({ onTab: true });
    const whole = refundOf(order, { kind: 'items', lines: [{ position: 0, qty: 1 }], requestId: 'dddddddd', reason: 'quality' }, 'succeeded');
    const ana = { ...whole, id: 'rf_ana', amountCents: whole.amountCents - 500, payerName: 'Ana' };
    const ben = { ...whole, id: 'rf_ben', amountCents: 500, lines: [], payerName: 'Ben' };
    renderDetails({ ...orderAfter(order, whole), refunds: [ana, ben] }, { canRefund: false });
    const items = await screen.findAllByTestId('order-refund');
    expect(items.map((item) => item.querySelector('.order-refund__what')?.textContent)).toEqual(['Caesar Salad × 1 · to Ana’s card', 'Their part of the same dishes · to Ben’s card']);
  });

  it('tags a board card whose money went back', () => {
    const order = paidOrder({ paymentState: 'partially_refunded', refundedCents: 1512, status: 'ready' });
    mockApi({});
    renderWithClient(<OrderTicket restaurantId={RID} order={order} now={Date.now()} actionLabel={null} />);
    expect(within(screen.getByRole('article', { name: 'Order K7Q2M' })).getByText('Partly refunded')).toBeTruthy();
  });
});
