import { describe, expect, it } from 'vitest';
import type { ServiceRequest } from '../../../../shared/api';
import { allPages, newestFirst, resolvedView } from '../../../../web/src/features/dashboard/service-requests/request-pages';

function request(id: string, minute: number, status: ServiceRequest['status'] = 'open'): ServiceRequest {
  const createdAt = `2026-11-22T10:${String(minute).padStart(2, '0')}:00.000Z`;
  return { id, restaurantId: 'r1', tableNumber: id, message: null, status, createdAt, updatedAt: null, reason: null, section: null, servers: [], everyoneAt: null };
}

describe('the Service Requests tab pages', () => {
  it('follows nextCursor to the last page, so no open request is left out', async () => {
    const pages: Record<string, { requests: ServiceRequest[]; nextCursor: string | null }> = {
      first: { requests: [request('c', 3), request('b', 2)], nextCursor: 'p2' },
      p2: { requests: [request('a', 1)], nextCursor: 'p3' },
      p3: { requests: [], nextCursor: null },
    };
    const asked: (string | null)[] = [];
    const all = await allPages(async (cursor) => {
      asked.push(cursor);
      return pages[cursor ?? 'first']!;
    });
    expect(asked).toEqual([null, 'p2', 'p3']);
    expect(all.map((r) => r.id)).toEqual(['c', 'b', 'a']);
  });

  it('lists each request once, newest first', () => {
    expect(newestFirst([request('a', 1), request('c', 3), request('b', 2), request('c', 3, 'acknowledged')]).map((r) => [r.id, r.status])).toEqual([
      ['c', 'open'],
      ['b', 'open'],
      ['a', 'open'],
    ]);
  });

  it("Resolved: the live list's resolved ones and the older pages, once each; more while a page says so", () => {
    const live = [request('x', 9), request('e', 5, 'resolved'), request('d', 4, 'resolved')];
    const older = [request('d', 4, 'resolved'), request('c', 3, 'resolved'), request('b', 2, 'resolved')];
    expect(resolvedView(live, older, true, 2)).toEqual({ requests: [live[1], live[2], older[1], older[2]], hasMore: true });
    expect(resolvedView(live, older, false, 2).hasMore).toBe(false);
    // Before 'Load more': a full first page may have more behind it, a shorter one has not.
    expect(resolvedView(live, undefined, false, 2)).toEqual({ requests: [live[1], live[2]], hasMore: true });
    expect(resolvedView(live, undefined, false, 3).hasMore).toBe(false);
  });
});
