/**
 * Samples for the staff dashboard routes (see route-samples.ts). Routes that change state build a fresh order or
 * service request per call, so every request of the table-driven tests finds something to act on.
 */
import { paidOrder, sandboxPaidOrder, serviceRequest } from '../dashboard/support';
import { Menu } from '../../../functions/lib/composition';
import type { Fixtures } from './fixtures';
import type { SampleFactory } from './route-samples';

/** Kept here (not imported from route-samples.ts, which imports this file) so module order never matters. */
const unknownUuid = '3f1c9d2e-0000-4000-8000-000000000000';

const paidOrderOfA = async (f: Fixtures) => (await paidOrder(f.restaurantA.id, [{ itemId: f.menuA.plainItemId, qty: 1 }])).id;

export const dashboardRouteSamples: Record<string, SampleFactory> = {
  'order-get': async (f) => ({
    path: { orderId: await paidOrderOfA(f) },
    wrongTypes: { path: { orderId: 'not an id!' } },
    unknownId: { path: { orderId: unknownUuid } },
  }),

  'order-advance': async (f) => ({
    path: { orderId: await paidOrderOfA(f) },
    body: { from: 'paid', to: 'in_progress' },
    wrongTypes: { body: { from: 'paid', to: 42 } },
    missingFields: { body: { from: 'paid' } },
    unknownId: { path: { orderId: unknownUuid } },
  }),

  // A refund of an order paid on the sandbox's checkout (its payment intent kept), in full.
  'order-refund': async (f) => ({
    path: { orderId: (await sandboxPaidOrder(f.restaurantA.id, [{ itemId: f.menuA.plainItemId, qty: 1 }])).id },
    body: { kind: 'full', requestId: 'route-sample-1', reason: 'quality' },
    wrongTypes: { body: { kind: 'amount', amountCents: 'ten', requestId: 'route-sample-2', reason: 'quality' } },
    missingFields: { body: { kind: 'items', requestId: 'route-sample-3' } },
    unknownId: { path: { orderId: unknownUuid } },
  }),

  'orders-history': {
    query: { from: '2026-01-01', to: '2026-01-31', status: 'served,canceled', payment: 'refunded', q: 'a1b2c' },
    wrongTypes: { query: { from: '2026-02-30', payment: 'lost' } },
  },

  // Opens a dispute on a fresh sandbox-paid order (the sandbox's control; 404 with Stripe).
  'sandbox-dispute': async (f) => ({
    path: { orderId: (await sandboxPaidOrder(f.restaurantA.id, [{ itemId: f.menuA.plainItemId, qty: 1 }])).id },
    body: { action: 'open', reason: 'fraudulent' },
    wrongTypes: { body: { action: 'open', reason: 42 } },
    missingFields: { body: {} },
    unknownId: { path: { orderId: unknownUuid } },
  }),

  'service-requests-list': { query: { status: 'open' }, wrongTypes: { query: { status: 'closed' } } },

  'service-ack': async (f) => ({
    body: { request_id: (await serviceRequest(f.restaurantA.id)).id },
    wrongTypes: { body: { request_id: 42 } },
    missingFields: { body: {} },
    unknownId: { body: { request_id: unknownUuid } },
  }),

  'service-resolve': async (f) => ({
    body: { request_id: (await serviceRequest(f.restaurantA.id)).id },
    wrongTypes: { body: { request_id: ['x'] } },
    missingFields: { body: {} },
    unknownId: { body: { request_id: unknownUuid } },
  }),

  'menu-get': {},

  // Sets what the item already has, so the sample changes nothing other tests rely on.
  'menu-item-availability': (f) => ({
    path: { itemId: f.menuA.plainItemId },
    body: { soldOut: false },
    wrongTypes: { body: { soldOut: 'yes' } },
    missingFields: { body: {} },
    unknownId: { path: { itemId: unknownUuid } },
  }),

  'menu-item-stock': (f) => ({
    path: { itemId: f.menuA.hiddenItemId },
    body: { set: null },
    wrongTypes: { body: { add: 'ten' } },
    missingFields: { body: {} },
    unknownId: { path: { itemId: unknownUuid } },
  }),

  // Pausing orders (issue 30 item 2): the sample pauses a category of its own (made per call), so checkouts of the
  // fixture's menu by other samples are still taken; the resume and the read change nothing they rely on.
  'ordering-pause-put': async (f) => ({
    body: { minutes: 10, categoryIds: [(await Menu.createCategory(f.restaurantA.id, { name: 'Bar', position: 9 })).id] },
    wrongTypes: { body: { minutes: 15 } },
    missingFields: { body: {} },
    unknownId: { body: { minutes: null, categoryIds: [unknownUuid] } },
  }),
  'ordering-pause-delete': {},
  'ordering-pause-get': {},

  // Sections and servers (issue 30 item 4): the staff member's own sections (none: off the floor), a range of tips.
  'shifts-get': {},
  'shift-put': (f) => ({
    path: { userId: f.staffA.userId },
    body: { sections: [] },
    wrongTypes: { path: { userId: f.staffA.userId }, body: { sections: 'Patio' } },
    missingFields: { path: { userId: f.staffA.userId }, body: {} },
    unknownId: { path: { userId: 'no-such-member' }, body: { sections: [] } },
  }),
  'tips-report': {
    query: { from: '2026-11-20', to: '2026-11-21' },
    wrongTypes: { query: { from: '20 November', to: '2026-11-21' } },
    missingFields: { query: { from: '2026-11-20' } },
  },

  'analytics-get': {
    query: { range: '7d' },
    wrongTypes: { query: { range: 'year' } },
    missingFields: { query: {} },
  },

  // The owner's books: a CSV export of one day (written to the media bucket, a link answered), a day's payouts.
  'orders-export': {
    body: { from: '2026-11-20', to: '2026-11-21' },
    wrongTypes: { body: { from: 20261120, to: '2026-11-21' } },
    missingFields: { body: { from: '2026-11-20' } },
  },

  'payouts-get': {
    query: { period: 'day', date: '2026-11-20' },
    wrongTypes: { query: { period: 'year', date: '2026-11-20' } },
    missingFields: { query: { period: 'week' } },
  },
};
