/**
 * Paid orders nobody started (issue 30 item 1): how late a waiting order is (amber at the owner's limit, red at twice
 * it), when the screens must look again, when the sweep mails, and the owner's two limits as the API checks them.
 * Time is a parameter (`now`), never the clock.
 */
import { describe, expect, it } from 'vitest';
import { restaurantUpdateRequestSchema } from '../../../shared/api';
import {
  DEFAULT_ESCALATE_ORDER_MINUTES,
  DEFAULT_LATE_ORDER_MINUTES,
  escalationLimitsProblem,
  isEscalationDue,
  lateOrders,
  nextWaitChangeAt,
  orderWait,
  waitText,
} from '../../../shared/order-escalation';

const PAID = Date.parse('2026-11-29T12:00:00.000Z');
const paidAt = new Date(PAID).toISOString();
const at = (minutes: number, seconds = 0) => PAID + minutes * 60_000 + seconds * 1000;
const waiting = { status: 'paid', paidAt };

describe('a paid order waiting to be started', () => {
  it('is on time under the limit, amber from the limit on, red from twice the limit on', () => {
    expect(orderWait(waiting, 5, at(0))).toEqual({ minutes: 0, level: null });
    expect(orderWait(waiting, 5, at(4, 59))).toEqual({ minutes: 4, level: null });
    expect(orderWait(waiting, 5, at(5))).toEqual({ minutes: 5, level: 'late' });
    expect(orderWait(waiting, 5, at(9, 59))).toEqual({ minutes: 9, level: 'late' });
    expect(orderWait(waiting, 5, at(10))).toEqual({ minutes: 10, level: 'very_late' });
    expect(orderWait(waiting, 1, at(1))?.level).toBe('late');
    expect(orderWait(waiting, 1, at(2))?.level).toBe('very_late');
  });

  it('says how long in words, so colour is not the only sign', () => {
    expect(waitText(orderWait(waiting, 5, at(7, 30))!)).toBe('Waiting 7 min');
  });

  it('is not waiting once started, unpaid, or without a payment time', () => {
    for (const status of ['in_progress', 'ready', 'served', 'canceled', 'pending_payment']) {
      expect(orderWait({ status, paidAt }, 5, at(60)), status).toBeNull();
    }
    expect(orderWait({ status: 'paid' }, 5, at(60))).toBeNull();
    expect(orderWait({ status: 'paid', paidAt: 'not a time' }, 5, at(60))).toBeNull();
  });

  it('counts a device clock behind the payment as no wait, not a negative one', () => {
    expect(orderWait(waiting, 5, at(-2))).toEqual({ minutes: 0, level: null });
  });
});

describe('when the screens look again (the timer)', () => {
  it('is the next whole minute, or the next limit when it comes first', () => {
    expect(nextWaitChangeAt([waiting], 5, at(0))).toBe(at(1));
    expect(nextWaitChangeAt([waiting], 5, at(4, 30))).toBe(at(5));
    expect(nextWaitChangeAt([waiting], 5, at(5))).toBe(at(6));
    expect(nextWaitChangeAt([waiting], 5, at(9, 59))).toBe(at(10));
    expect(nextWaitChangeAt([waiting], 5, at(12, 10))).toBe(at(13));
  });

  it('follows the soonest of several orders and ignores those not waiting', () => {
    const later = { status: 'paid', paidAt: new Date(at(0, 40)).toISOString() };
    expect(nextWaitChangeAt([waiting, later, { status: 'in_progress', paidAt }], 5, at(0, 30))).toBe(at(1));
    expect(nextWaitChangeAt([waiting, later], 5, at(1, 10))).toBe(at(1, 40));
    expect(nextWaitChangeAt([{ status: 'ready', paidAt }], 5, at(3))).toBeNull();
    expect(nextWaitChangeAt([], 5, at(3))).toBeNull();
  });

  it('steps an order from on time to amber to red exactly at its limits when followed from one change to the next', () => {
    const seen: string[] = [];
    let now = at(0);
    while (now < at(11)) {
      const wait = orderWait(waiting, 5, now)!;
      const line = `${wait.minutes}:${wait.level ?? 'on_time'}`;
      if (seen.at(-1) !== line) seen.push(line);
      now = nextWaitChangeAt([waiting], 5, now)!;
    }
    expect(seen).toEqual(['0:on_time', '1:on_time', '2:on_time', '3:on_time', '4:on_time', '5:late', '6:late', '7:late', '8:late', '9:late', '10:very_late']);
  });
});

describe('the late orders of a board', () => {
  it('are those past the limit, longest waiting first', () => {
    const orders = [
      { id: 'a', status: 'paid', paidAt: new Date(at(-3)).toISOString() },
      { id: 'b', status: 'paid', paidAt: new Date(at(-12)).toISOString() },
      { id: 'c', status: 'in_progress', paidAt: new Date(at(-30)).toISOString() },
      { id: 'd', status: 'paid', paidAt: new Date(at(-6)).toISOString() },
    ];
    expect(lateOrders(orders, 5, at(0)).map((o) => [o.id, o.wait.minutes, o.wait.level])).toEqual([
      ['b', 12, 'very_late'],
      ['d', 6, 'late'],
    ]);
  });
});

describe('the e-mail', () => {
  it('is due from the second limit on, for an order still waiting', () => {
    expect(isEscalationDue(waiting, 15, at(14, 59))).toBe(false);
    expect(isEscalationDue(waiting, 15, at(15))).toBe(true);
    expect(isEscalationDue({ status: 'in_progress', paidAt }, 15, at(60))).toBe(false);
  });
});

describe("the owner's two limits", () => {
  const refusal = (body: unknown) => {
    const parsed = restaurantUpdateRequestSchema.safeParse(body);
    return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('default to 5 and 15 minutes, the e-mail after the screens', () => {
    expect([DEFAULT_LATE_ORDER_MINUTES, DEFAULT_ESCALATE_ORDER_MINUTES]).toEqual([5, 15]);
    expect(escalationLimitsProblem(DEFAULT_LATE_ORDER_MINUTES, DEFAULT_ESCALATE_ORDER_MINUTES)).toBeNull();
  });

  it('take whole minutes, 1 to 30 for late and 2 to 120 for the e-mail', () => {
    expect(refusal({ lateOrderMinutes: 1, escalateOrderMinutes: 2 })).toEqual([]);
    expect(refusal({ lateOrderMinutes: 30, escalateOrderMinutes: 120 })).toEqual([]);
    for (const minutes of [0, 31, 2.5, '5', null, Number.NaN]) {
      expect(refusal({ lateOrderMinutes: minutes }), String(minutes)).toEqual(['lateOrderMinutes: Mark a waiting order late after a whole number of minutes from 1 to 30']);
    }
    for (const minutes of [1, 121, 14.5, '15', null]) {
      expect(refusal({ escalateOrderMinutes: minutes }), String(minutes)).toEqual(['escalateOrderMinutes: E-mail about a waiting order after a whole number of minutes from 2 to 120']);
    }
  });

  it('refuse an e-mail limit that is not above the late limit', () => {
    expect(refusal({ lateOrderMinutes: 10, escalateOrderMinutes: 10 })).toEqual(['escalateOrderMinutes: The e-mail limit must be more minutes than the late limit']);
    expect(refusal({ lateOrderMinutes: 20, escalateOrderMinutes: 15 })).toEqual(['escalateOrderMinutes: The e-mail limit must be more minutes than the late limit']);
  });
});
