import { describe, expect, it } from 'vitest';
import { reconnectDelay, RECONNECT_MAX_MS } from '../../../web/src/lib/live-socket';

describe('reconnect backoff', () => {
  it('doubles from 1 s with up to half of each wait random', () => {
    expect([0, 1, 2, 3].map((attempt) => reconnectDelay(attempt, 0))).toEqual([500, 1000, 2000, 4000]);
    expect([0, 1, 2, 3].map((attempt) => reconnectDelay(attempt, 0.999_999))).toEqual([1000, 2000, 4000, 8000]);
    expect(reconnectDelay(2, 0.5)).toBe(3000);
  });

  it('never waits longer than 30 s however many attempts failed', () => {
    expect(reconnectDelay(5, 0.999_999)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelay(50, 0.999_999)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelay(50, 0)).toBe(RECONNECT_MAX_MS / 2);
  });
});
