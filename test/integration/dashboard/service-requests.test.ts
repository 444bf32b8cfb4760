import { beforeAll, describe, expect, it } from 'vitest';
import type { ServiceRequest } from '../../../shared/api';
import { ServiceRequests } from '../../../functions/lib/composition';
import { createUser } from '../../support/users';
import { makeFixtures, type Fixtures } from '../http/fixtures';
import { call, serviceRequest, type ErrorAnswer } from './support';

let f: Fixtures;
beforeAll(async () => {
  f = await makeFixtures();
});

type RequestAnswer = { request: ServiceRequest } & ErrorAnswer;
const ack = (requestId: string, token = f.staffA.idToken) =>
  call<RequestAnswer>('POST', '/functions/v1/service-ack', token, { request_id: requestId });
const resolve = (requestId: string, token = f.staffA.idToken) =>
  call<RequestAnswer>('POST', '/functions/v1/service-resolve', token, { request_id: requestId });
type ListAnswer = { requests: ServiceRequest[]; nextCursor?: string | null } & Partial<ErrorAnswer>;
const list = (query: string, token = f.staffA.idToken, restaurantId = f.restaurantA.id) =>
  call<ListAnswer>('GET', `/api/v1/restaurants/${restaurantId}/service-requests${query}`, token);

/** Every page of a list, following nextCursor as the dashboard does. */
async function allPages(query: Record<string, string>, token: string, restaurantId: string) {
  const pages: ListAnswer[] = [];
  let cursor: string | null | undefined = null;
  do {
    const params = new URLSearchParams({ ...query, ...(cursor ? { cursor } : {}) });
    const res = await list(`?${params}`, token, restaurantId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    pages.push(res.body);
    cursor = res.body.nextCursor;
  } while (cursor && pages.length < 50);
  return { pages, requests: pages.flatMap((p) => p.requests) };
}

describe('the Service Requests list', () => {
  it("lists the restaurant's requests newest first, one status or all, never another restaurant's", async () => {
    // A restaurant of its own, so the list holds exactly what this test made.
    const g = await makeFixtures();
    const first = await serviceRequest(g.restaurantA.id, '1', 'Menu please');
    const second = await serviceRequest(g.restaurantA.id, null, null);
    const third = await serviceRequest(g.restaurantA.id, '7', 'The bill');
    await serviceRequest(g.restaurantB.id, '9', 'Not yours');
    await ServiceRequests.setStatus(second.id, 'open', 'acknowledged');

    const all = await list('', g.staffA.idToken, g.restaurantA.id);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.requests.map((r) => r.id)).toEqual([third.id, second.id, first.id]);
    expect(all.body.requests[1]).toMatchObject({ tableNumber: null, message: null, status: 'acknowledged' });

    const open = await list('?status=open', g.staffA.idToken, g.restaurantA.id);
    expect(open.body.requests.map((r) => r.id)).toEqual([third.id, first.id]);
    const resolved = await list('?status=resolved', g.staffA.idToken, g.restaurantA.id);
    expect(resolved.body.requests).toEqual([]);
  });
});

describe('the Service Requests list, when there are many', () => {
  let g: Fixtures;
  let open: ServiceRequest[];
  beforeAll(async () => {
    g = await makeFixtures();
    // More open requests than any one answer holds (they can pile up: made before the open cap, or staff away).
    open = [];
    for (let batch = 0; batch < 7; batch++) {
      open.push(...(await Promise.all(Array.from({ length: 30 }, (_, i) => serviceRequest(g.restaurantA.id, `${batch * 30 + i + 1}`, null)))));
    }
    const handled = await serviceRequest(g.restaurantA.id, '500', 'Handled');
    await ServiceRequests.setStatus(handled.id, 'open', 'resolved');
  }, 60_000);

  /** Newest first; requests made in the same millisecond by id, descending. */
  const newestFirst = (requests: ServiceRequest[]) =>
    [...requests].sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1)).map((r) => r.id);

  it('pages through every open request with a cursor: none dropped, none twice, newest first', async () => {
    const { pages, requests } = await allPages({ status: 'open' }, g.staffA.idToken, g.restaurantA.id);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.at(-1)!.nextCursor).toBeNull();
    expect(requests).toHaveLength(210);
    expect(requests.every((r) => r.status === 'open')).toBe(true);
    expect(requests.map((r) => r.id)).toEqual(newestFirst(open));
  });

  it('all statuses page the same way; a smaller page size is honoured', async () => {
    const first = await list('?limit=25', g.staffA.idToken, g.restaurantA.id);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.requests).toHaveLength(25);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const { requests } = await allPages({ limit: '100' }, g.staffA.idToken, g.restaurantA.id);
    expect(requests).toHaveLength(211);
    expect(new Set(requests.map((r) => r.id)).size).toBe(211);
  });

  it('a bad cursor or page size is a 400 with a message; a cursor used on another restaurant shows only that restaurant', async () => {
    for (const query of ['?cursor=not-a-cursor', `?cursor=${'x'.repeat(600)}`, '?limit=0', '?limit=101', '?limit=ten']) {
      const res = await list(query, g.staffA.idToken, g.restaurantA.id);
      expect(res.status, `${query}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.error?.message.length).toBeGreaterThan(3);
    }
    const cursor = (await list('?status=open&limit=5', g.staffA.idToken, g.restaurantA.id)).body.nextCursor!;
    const elsewhere = await list(`?status=open&cursor=${encodeURIComponent(cursor)}`, f.staffA.idToken, f.restaurantA.id);
    expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(200);
    expect(elsewhere.body.requests.every((r) => r.restaurantId === f.restaurantA.id)).toBe(true);
    expect(elsewhere.body.requests.map((r) => r.id)).not.toContain(open[0]!.id);
  });
});

describe('Acknowledge', () => {
  it('moves an open request to acknowledged for staff of its restaurant', async () => {
    const request = await serviceRequest(f.restaurantA.id);
    const res = await ack(request.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.request).toMatchObject({ id: request.id, status: 'acknowledged', tableNumber: '3', message: 'More water please' });
    expect(res.body.request.updatedAt).toEqual(expect.any(String));
    expect((await ServiceRequests.get(request.id))?.status).toBe('acknowledged');
  });

  it('two staff acknowledging at once: one 200, one 409 with the current status', async () => {
    const request = await serviceRequest(f.restaurantA.id);
    const answers = await Promise.all([ack(request.id), ack(request.id, f.managerA.idToken)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const conflict = answers.find((a) => a.status === 409)!;
    expect(conflict.body.error).toEqual({ code: 'status_conflict', status: 'acknowledged', message: 'This request was already acknowledged.' });
  });

  it('a resolved request cannot be acknowledged: 409 naming its status, nothing changes', async () => {
    const request = await serviceRequest(f.restaurantA.id);
    await ServiceRequests.setStatus(request.id, 'open', 'resolved');
    const res = await ack(request.id);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'status_conflict', status: 'resolved', message: 'This request was already resolved.' });
    expect((await ServiceRequests.get(request.id))?.status).toBe('resolved');
  });
});

describe('Resolve and Mark Complete', () => {
  it('resolves an acknowledged request (Resolve)', async () => {
    const request = await serviceRequest(f.restaurantA.id);
    expect((await ack(request.id)).status).toBe(200);
    const res = await resolve(request.id);
    expect(res.status).toBe(200);
    expect(res.body.request.status).toBe('resolved');
  });

  it('resolves an open request directly (Mark Complete), for a manager and the owner too', async () => {
    for (const token of [f.managerA.idToken, f.ownerA.idToken]) {
      const request = await serviceRequest(f.restaurantA.id);
      const res = await resolve(request.id, token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect((await ServiceRequests.get(request.id))?.status).toBe('resolved');
    }
  });

  it('resolving twice: the second gets 409 with status resolved', async () => {
    const request = await serviceRequest(f.restaurantA.id);
    expect((await resolve(request.id)).status).toBe(200);
    const again = await resolve(request.id);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'status_conflict', status: 'resolved' });
  });
});

describe('whose requests', () => {
  it("another restaurant's request is 404 for Acknowledge and Resolve, and stays open", async () => {
    const requestOfB = await serviceRequest(f.restaurantB.id);
    for (const answer of [await ack(requestOfB.id, f.ownerA.idToken), await resolve(requestOfB.id, f.staffA.idToken)]) {
      expect(answer.status).toBe(404);
      expect(answer.body.error).toMatchObject({ code: 'not_found', message: 'Service request not found' });
    }
    expect((await ServiceRequests.get(requestOfB.id))?.status).toBe('open');
  });

  it('a signed-in user of no restaurant gets 404; an unknown request 404; no session 401', async () => {
    const request = await serviceRequest(f.restaurantA.id);
    const stranger = await createUser();
    expect((await ack(request.id, stranger.idToken)).status).toBe(404);
    expect((await resolve('3f1c9d2e-0000-4000-8000-000000000000')).status).toBe(404);
    const anonymous = await call('POST', '/functions/v1/service-ack', '', { request_id: request.id });
    expect(anonymous.status).toBe(401);
    expect((await ServiceRequests.get(request.id))?.status).toBe('open');
  });
});
