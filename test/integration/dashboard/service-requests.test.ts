import { beforeAll, describe, expect, it } from 'vitest';
import type { ServiceRequest } from '../../../shared/api';
import { ServiceRequests } from '../../../functions/lib/domain/service-requests';
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
const list = (query: string, token = f.staffA.idToken, restaurantId = f.restaurantA.id) =>
  call<{ requests: ServiceRequest[] }>('GET', `/api/v1/restaurants/${restaurantId}/service-requests${query}`, token);

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
