import { afterEach, describe, expect, it, vi } from 'vitest';
import { RateLimits } from '../../../functions/lib/composition';
import type { LimitCheck } from '../../../functions/lib/domain/rate-limits';
import { uniqueId } from './helpers';

afterEach(() => {
  vi.useRealTimers();
});

/** Pins the clock at the start of a fixed window of `windowSeconds` (epoch-aligned), `offset` seconds in. */
function atWindowStart(windowSeconds: number, offset = 0) {
  const start = (Math.floor(Date.now() / 1000 / windowSeconds) + 1) * windowSeconds;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime((start + offset) * 1000);
  return start;
}

describe('RateLimits.take: counters', () => {
  it('lets `limit` through in a window, refuses the next, and starts afresh in the next window', async () => {
    const check: LimitCheck = { kind: 'counter', key: uniqueId('client'), limit: 3, windowSeconds: 60 };
    const start = atWindowStart(60, 1);
    const results = await Promise.all(Array.from({ length: 5 }, () => RateLimits.take('r1', [check])));
    expect(results.filter((r) => r.taken)).toHaveLength(3);
    expect(results.filter((r) => !r.taken)).toEqual([
      { taken: false, refusedBy: [check] },
      { taken: false, refusedBy: [check] },
    ]);

    vi.setSystemTime((start + 59) * 1000);
    expect((await RateLimits.take('r1', [check])).taken).toBe(false);
    vi.setSystemTime((start + 60) * 1000);
    expect((await RateLimits.take('r1', [check])).taken).toBe(true);
  });

  it('takes all checks or none: a refusal by one counts nothing on the others', async () => {
    const roomy: LimitCheck = { kind: 'counter', key: uniqueId('restaurant'), limit: 2, windowSeconds: 60 };
    const full: LimitCheck = { kind: 'counter', key: uniqueId('client'), limit: 1, windowSeconds: 60 };
    const table: LimitCheck = { kind: 'once', key: uniqueId('table'), windowSeconds: 60 };
    atWindowStart(60, 1);
    expect(await RateLimits.take('r1', [full])).toEqual({ taken: true });
    // The client is over its limit: neither the table's minute nor the restaurant's count is used up.
    for (let i = 0; i < 3; i++) expect(await RateLimits.take('r1', [table, full, roomy])).toEqual({ taken: false, refusedBy: [full] });
    expect(await RateLimits.take('r1', [table, roomy])).toEqual({ taken: true });
    expect(await RateLimits.take('r1', [roomy])).toEqual({ taken: true });
    expect(await RateLimits.take('r1', [roomy])).toEqual({ taken: false, refusedBy: [roomy] });
  });

  it('names every check that refused', async () => {
    const table: LimitCheck = { kind: 'once', key: uniqueId('table'), windowSeconds: 60 };
    const client: LimitCheck = { kind: 'counter', key: uniqueId('client'), limit: 1, windowSeconds: 600 };
    atWindowStart(600, 1);
    expect((await RateLimits.take('r1', [table, client])).taken).toBe(true);
    expect(await RateLimits.take('r1', [table, client])).toEqual({ taken: false, refusedBy: [table, client] });
  });
});
