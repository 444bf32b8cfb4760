/**
 * The pause of new orders (issue 30 item 2) at its edges: on until the instant it ends, over at that instant exactly
 * (an order then is taken, with no job to end the pause); a pause until resumed never ends by itself; a part of the
 * menu refuses only carts that order from it, combo choices included; the server's refusal names the time in the
 * restaurant's zone.
 */
import { describe, expect, it } from 'vitest';
import { PAUSE_MINUTES } from '../../../shared/api/ordering-pause';
import { activePause, categoryPaused, pauseEndsAt, type OrderingPause } from '../../../shared/ordering-pause';
import { assertTakesOrders } from '../../../functions/lib/domain/ordering-pause';
import { ConflictError } from '../../../functions/lib/errors';

const at = new Date('2026-11-28T18:20:00.000Z');
const pause = (over: Partial<OrderingPause> = {}): OrderingPause => ({ categoryIds: null, categoryNames: [], until: pauseEndsAt(at, 20), pausedAt: at.toISOString(), ...over });

function refusal(run: () => void): ConflictError {
  try {
    run();
  } catch (error) {
    if (error instanceof ConflictError) return error;
    throw error;
  }
  throw new Error('the order was taken');
}

describe('the pause window', () => {
  it('ends 10, 20 or 30 minutes after it was set, on the clock it was set by; until resumed it has no end', () => {
    expect(PAUSE_MINUTES.map((minutes) => pauseEndsAt(at, minutes))).toEqual(['2026-11-28T18:30:00.000Z', '2026-11-28T18:40:00.000Z', '2026-11-28T18:50:00.000Z']);
    expect(pauseEndsAt(at, null)).toBeNull();
  });

  it('is on from the moment it is set until a millisecond before its end, and over at its end exactly', () => {
    const p = pause();
    expect(activePause(p, at)).toBe(p);
    expect(activePause(p, new Date('2026-11-28T18:39:59.999Z'))).toBe(p);
    expect(activePause(p, new Date('2026-11-28T18:40:00.000Z'))).toBeNull();
    expect(activePause(p, new Date('2026-11-28T19:40:00.000Z'))).toBeNull();
  });

  it('until resumed stays on however long it lasts; no pause is no pause', () => {
    const p = pause({ until: null });
    expect(activePause(p, new Date('2027-06-01T00:00:00.000Z'))).toBe(p);
    expect(activePause(null, at)).toBeNull();
    expect(activePause(undefined, at)).toBeNull();
  });

  it('pauses every category when it names none, else only the ones it names', () => {
    expect(categoryPaused(pause(), 'mains')).toBe(true);
    const kitchen = pause({ categoryIds: ['mains', 'desserts'] });
    expect(categoryPaused(kitchen, 'mains')).toBe(true);
    expect(categoryPaused(kitchen, 'drinks')).toBe(false);
    expect(categoryPaused(null, 'mains')).toBe(false);
  });
});

describe("checkout's refusal", () => {
  it('takes a cart when nothing is paused, or when the cart orders nothing from the paused part', () => {
    expect(() => assertTakesOrders(null, ['mains'], 'UTC')).not.toThrow();
    expect(() => assertTakesOrders(pause({ categoryIds: ['mains'], categoryNames: ['Mains'] }), ['drinks', 'drinks'], 'UTC')).not.toThrow();
  });

  it('refuses a whole-restaurant pause with 409 ordering_paused and the time it ends in the restaurant\'s zone', () => {
    const error = refusal(() => assertTakesOrders(pause(), ['drinks'], 'America/New_York'));
    expect(error.status).toBe(409);
    expect(error.code).toBe('ordering_paused');
    expect(error.message).toBe('The restaurant has paused new orders until 1:40 PM. Please order again then, or ask a member of staff.');
    expect(error.details).toEqual({ until: '2026-11-28T18:40:00.000Z', categoryIds: null, pausedCategoryIds: ['drinks'] });
    expect(refusal(() => assertTakesOrders(pause(), ['drinks'], 'Asia/Tokyo')).message).toContain('until 3:40 AM');
  });

  it('names the paused part, and which of the cart\'s categories it refuses; a pause until resumed says for now', () => {
    const kitchen = pause({ categoryIds: ['mains', 'desserts'], categoryNames: ['Mains', 'Desserts'], until: null });
    const error = refusal(() => assertTakesOrders(kitchen, ['drinks', 'desserts'], 'UTC'));
    expect(error.message).toBe('Mains, Desserts are paused for now. Take those dishes out of your cart to order the rest, or order them later.');
    expect(error.details).toMatchObject({ until: null, categoryIds: ['mains', 'desserts'], pausedCategoryIds: ['desserts'] });
  });
});
