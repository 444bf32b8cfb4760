import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOpenAt, nextChange, outsideHours, type HoursWindow, type Weekday } from '../../../shared/menu-hours';

const BERLIN = 'Europe/Berlin';
const NEW_YORK = 'America/New_York';
const at = (iso: string) => Date.parse(iso);
const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());
const WEEKDAYS: Weekday[] = [1, 2, 3, 4, 5];

describe('isOpenAt: a window from (inclusive) to (exclusive) on the restaurant wall clock', () => {
  // Monday 2026-11-30, Berlin in winter (+01:00).
  const breakfast: HoursWindow[] = [{ days: WEEKDAYS, from: '07:00', to: '11:00' }];
  it.each([
    ['2026-11-30T06:59:00+01:00', false],
    ['2026-11-30T06:59:59+01:00', false],
    ['2026-11-30T07:00:00+01:00', true],
    ['2026-11-30T07:01:00+01:00', true],
    ['2026-11-30T10:59:00+01:00', true],
    ['2026-11-30T11:00:00+01:00', false],
    ['2026-11-30T11:01:00+01:00', false],
    // Saturday is not ticked.
    ['2026-12-05T08:00:00+01:00', false],
  ])('breakfast Mon-Fri 07:00-11:00 at %s: %s', (time, open) => {
    expect(isOpenAt(breakfast, at(time), BERLIN)).toBe(open);
  });

  it('reads the restaurant zone, not the server one: 07:00 in Berlin is 06:00 UTC', () => {
    expect(isOpenAt(breakfast, at('2026-11-30T06:00:00Z'), BERLIN)).toBe(true);
    expect(isOpenAt(breakfast, at('2026-11-30T06:00:00Z'), NEW_YORK)).toBe(false);
  });

  it('no windows: always open', () => {
    expect(isOpenAt([], at('2026-11-30T03:00:00Z'), BERLIN)).toBe(true);
    expect(isOpenAt(null, at('2026-11-30T03:00:00Z'), BERLIN)).toBe(true);
  });

  it('several windows: open when any is', () => {
    const split: HoursWindow[] = [
      { days: [1], from: '12:00', to: '14:00' },
      { days: [1], from: '18:00', to: '22:00' },
    ];
    expect(isOpenAt(split, at('2026-11-30T13:00:00+01:00'), BERLIN)).toBe(true);
    expect(isOpenAt(split, at('2026-11-30T16:00:00+01:00'), BERLIN)).toBe(false);
    expect(isOpenAt(split, at('2026-11-30T21:59:00+01:00'), BERLIN)).toBe(true);
  });
});

describe('a window crossing midnight belongs to the day it starts', () => {
  // Friday 22:00 to Saturday 02:00 (2026-12-04 is a Friday).
  const late: HoursWindow[] = [{ days: [5], from: '22:00', to: '02:00' }];
  it.each([
    ['2026-12-04T21:59:00+01:00', false],
    ['2026-12-04T22:00:00+01:00', true],
    ['2026-12-04T23:59:00+01:00', true],
    ['2026-12-05T00:00:00+01:00', true],
    ['2026-12-05T01:59:00+01:00', true],
    ['2026-12-05T02:00:00+01:00', false],
    ['2026-12-05T02:01:00+01:00', false],
    // Saturday night is not Friday's window; Friday early morning belongs to Thursday's (not ticked).
    ['2026-12-05T23:00:00+01:00', false],
    ['2026-12-04T01:00:00+01:00', false],
  ])('Fri 22:00-02:00 at %s: %s', (time, open) => {
    expect(isOpenAt(late, at(time), BERLIN)).toBe(open);
  });

  it('to 00:00 is the end of the starting day', () => {
    const evening: HoursWindow[] = [{ days: [1], from: '18:00', to: '00:00' }];
    expect(isOpenAt(evening, at('2026-11-30T23:59:00+01:00'), BERLIN)).toBe(true);
    expect(isOpenAt(evening, at('2026-12-01T00:00:00+01:00'), BERLIN)).toBe(false);
    expect(nextChange([evening], at('2026-11-30T20:00:00+01:00'), BERLIN)).toBe(at('2026-12-01T00:00:00+01:00'));
  });

  it('the next change crosses midnight and the weekend', () => {
    expect(iso(nextChange([late], at('2026-12-04T23:00:00+01:00'), BERLIN))).toBe('2026-12-05T01:00:00.000Z');
    // After Saturday 02:00, next Friday 22:00.
    expect(iso(nextChange([late], at('2026-12-05T02:00:00+01:00'), BERLIN))).toBe('2026-12-11T21:00:00.000Z');
  });
});

describe('nextChange at the edges', () => {
  const breakfast: HoursWindow[] = [{ days: WEEKDAYS, from: '07:00', to: '11:00' }];
  it.each([
    ['2026-11-30T06:59:00+01:00', '2026-11-30T07:00:00+01:00'],
    ['2026-11-30T07:00:00+01:00', '2026-11-30T11:00:00+01:00'],
    ['2026-11-30T07:01:00+01:00', '2026-11-30T11:00:00+01:00'],
    ['2026-11-30T10:59:00+01:00', '2026-11-30T11:00:00+01:00'],
    ['2026-11-30T11:00:00+01:00', '2026-12-01T07:00:00+01:00'],
    // Friday after breakfast: Monday's.
    ['2026-12-04T11:00:00+01:00', '2026-12-07T07:00:00+01:00'],
  ])('from %s the next change is %s', (from, change) => {
    expect(nextChange([breakfast], at(from), BERLIN)).toBe(at(change));
  });

  it('an item and its category: open when both are, changing at either edge', () => {
    const category: HoursWindow[] = [{ days: [0, 1, 2, 3, 4, 5, 6], from: '07:00', to: '11:00' }];
    const item: HoursWindow[] = [{ days: [1], from: '09:00', to: '15:00' }];
    expect(nextChange([item, category], at('2026-11-30T08:00:00+01:00'), BERLIN)).toBe(at('2026-11-30T09:00:00+01:00'));
    expect(nextChange([item, category], at('2026-11-30T09:30:00+01:00'), BERLIN)).toBe(at('2026-11-30T11:00:00+01:00'));
    // Next Monday, 09:00.
    expect(nextChange([item, category], at('2026-11-30T11:00:00+01:00'), BERLIN)).toBe(at('2026-12-07T09:00:00+01:00'));
  });

  it('none when it never changes', () => {
    expect(nextChange([[]], at('2026-11-30T08:00:00Z'), BERLIN)).toBeNull();
    expect(nextChange([[{ days: [0, 1, 2, 3, 4, 5, 6], from: '00:00', to: '00:00' }]], at('2026-11-30T08:00:00Z'), BERLIN)).toBeNull();
  });
});

describe('across daylight-saving changes, on the wall clock', () => {
  it('Berlin 2026-03-29 (02:00 CET jumps to 03:00 CEST): a window starting in the skipped hour opens at the jump', () => {
    const skipped: HoursWindow[] = [{ days: [0], from: '02:30', to: '04:00' }];
    expect(isOpenAt(skipped, at('2026-03-29T00:59:00Z'), BERLIN)).toBe(false); // 01:59 CET
    expect(isOpenAt(skipped, at('2026-03-29T01:00:00Z'), BERLIN)).toBe(true); // 03:00 CEST
    expect(iso(nextChange([skipped], at('2026-03-29T00:30:00Z'), BERLIN))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(nextChange([skipped], at('2026-03-29T01:00:00Z'), BERLIN))).toBe('2026-03-29T02:00:00.000Z'); // 04:00 CEST
  });

  it('Berlin 2026-03-29: a window ending in the skipped hour closes at the jump; later edges move by an hour in UTC', () => {
    const night: HoursWindow[] = [{ days: [0], from: '01:00', to: '02:30' }];
    expect(isOpenAt(night, at('2026-03-29T00:59:00Z'), BERLIN)).toBe(true);
    expect(isOpenAt(night, at('2026-03-29T01:00:00Z'), BERLIN)).toBe(false);
    expect(iso(nextChange([night], at('2026-03-29T00:30:00Z'), BERLIN))).toBe('2026-03-29T01:00:00.000Z');
    const brunch: HoursWindow[] = [{ days: [6, 0], from: '09:00', to: '10:00' }];
    // Saturday 09:00 is 08:00 UTC; Sunday (after the change) 09:00 is 07:00 UTC.
    expect(iso(nextChange([brunch], at('2026-03-28T10:00:00+01:00'), BERLIN))).toBe('2026-03-29T07:00:00.000Z');
    expect(isOpenAt(brunch, at('2026-03-29T07:00:00Z'), BERLIN)).toBe(true);
    expect(isOpenAt(brunch, at('2026-03-29T06:59:00Z'), BERLIN)).toBe(false);
  });

  it('Berlin 2026-10-25 (03:00 CEST goes back to 02:00 CET): a window starting in the repeated hour is open both times the clock shows it', () => {
    const repeated: HoursWindow[] = [{ days: [0], from: '02:30', to: '03:30' }];
    expect(isOpenAt(repeated, at('2026-10-25T00:29:00Z'), BERLIN)).toBe(false); // 02:29 CEST
    expect(isOpenAt(repeated, at('2026-10-25T00:30:00Z'), BERLIN)).toBe(true); // 02:30 CEST
    expect(isOpenAt(repeated, at('2026-10-25T01:00:00Z'), BERLIN)).toBe(false); // 02:00 CET, again
    expect(isOpenAt(repeated, at('2026-10-25T01:30:00Z'), BERLIN)).toBe(true); // 02:30 CET, again
    expect(isOpenAt(repeated, at('2026-10-25T02:30:00Z'), BERLIN)).toBe(false); // 03:30 CET
    expect(iso(nextChange([repeated], at('2026-10-25T00:00:00Z'), BERLIN))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(nextChange([repeated], at('2026-10-25T00:30:00Z'), BERLIN))).toBe('2026-10-25T01:00:00.000Z');
    expect(iso(nextChange([repeated], at('2026-10-25T01:00:00Z'), BERLIN))).toBe('2026-10-25T01:30:00.000Z');
    expect(iso(nextChange([repeated], at('2026-10-25T01:30:00Z'), BERLIN))).toBe('2026-10-25T02:30:00.000Z');
    // A morning window the same day: 09:00 CET is 08:00 UTC (the day before it was 07:00 UTC).
    const morning: HoursWindow[] = [{ days: [6, 0], from: '09:00', to: '10:00' }];
    expect(iso(nextChange([morning], at('2026-10-24T12:00:00Z'), BERLIN))).toBe('2026-10-25T08:00:00.000Z');
  });

  it('America/New_York 2026-03-08 and 2026-11-01', () => {
    const skipped: HoursWindow[] = [{ days: [0], from: '02:15', to: '05:00' }];
    // 02:00 EST (07:00 UTC) jumps to 03:00 EDT.
    expect(isOpenAt(skipped, at('2026-03-08T06:59:00Z'), NEW_YORK)).toBe(false);
    expect(isOpenAt(skipped, at('2026-03-08T07:00:00Z'), NEW_YORK)).toBe(true);
    expect(iso(nextChange([skipped], at('2026-03-08T06:30:00Z'), NEW_YORK))).toBe('2026-03-08T07:00:00.000Z');
    expect(iso(nextChange([skipped], at('2026-03-08T07:00:00Z'), NEW_YORK))).toBe('2026-03-08T09:00:00.000Z');
    // 02:00 EDT (06:00 UTC) goes back to 01:00 EST: 01:30 is shown twice, a 01:30-01:45 window is open both times.
    const repeated: HoursWindow[] = [{ days: [0], from: '01:30', to: '01:45' }];
    expect(isOpenAt(repeated, at('2026-11-01T05:30:00Z'), NEW_YORK)).toBe(true);
    expect(isOpenAt(repeated, at('2026-11-01T05:45:00Z'), NEW_YORK)).toBe(false);
    expect(isOpenAt(repeated, at('2026-11-01T06:30:00Z'), NEW_YORK)).toBe(true);
    expect(iso(nextChange([repeated], at('2026-11-01T05:45:00Z'), NEW_YORK))).toBe('2026-11-01T06:30:00.000Z');
  });
});

describe('outsideHours: how an item shows outside its hours', () => {
  const closed = { windows: [{ days: [3] as Weekday[], from: '07:00', to: '08:00' }] };
  const now = at('2026-11-30T12:00:00+01:00');
  it('available inside both', () => {
    expect(outsideHours({ hours: null }, { hours: null }, now, BERLIN)).toBeNull();
  });
  it("the closed one's choice; hidden wins when both are closed", () => {
    expect(outsideHours({ hours: { ...closed, outside: 'unavailable' } }, { hours: null }, now, BERLIN)).toBe('unavailable');
    expect(outsideHours({ hours: null }, { hours: { ...closed, outside: 'hidden' } }, now, BERLIN)).toBe('hidden');
    expect(outsideHours({ hours: { ...closed, outside: 'unavailable' } }, { hours: { ...closed, outside: 'hidden' } }, now, BERLIN)).toBe('hidden');
    // An open category's choice does not count.
    const open = { windows: [{ days: [1] as Weekday[], from: '07:00', to: '18:00' }], outside: 'hidden' as const };
    expect(outsideHours({ hours: { ...closed, outside: 'unavailable' } }, { hours: open }, now, BERLIN)).toBe('unavailable');
  });
});

describe('property: nextChange is the first minute the answer changes', () => {
  const time = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45)).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
  const window = fc
    .record({ days: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }), from: time, to: time })
    .filter((w) => w.from !== w.to)
    .map((w) => w as HoursWindow);
  // Around both of Berlin's 2026 changes and New York's autumn one, within two days.
  const instant = fc.constantFrom(at('2026-03-28T00:00:00Z'), at('2026-10-24T00:00:00Z'), at('2026-10-31T00:00:00Z')).chain((base) =>
    fc.integer({ min: 0, max: 48 * 60 - 1 }).map((minutes) => base + minutes * 60_000),
  );

  it('brute force, minute by minute, agrees', () => {
    fc.assert(
      fc.property(fc.array(window, { minLength: 1, maxLength: 3 }), instant, fc.constantFrom(BERLIN, NEW_YORK), (windows, t, zone) => {
        const change = nextChange([windows], t, zone);
        const open = isOpenAt(windows, t, zone);
        let found: number | null = null;
        for (let m = Math.floor(t / 60_000) + 1; m <= Math.floor(t / 60_000) + 8 * 24 * 60; m += 1) {
          if (isOpenAt(windows, m * 60_000, zone) !== open) {
            found = m * 60_000;
            break;
          }
        }
        expect(iso(change)).toBe(iso(found));
      }),
      { numRuns: 30 },
    );
  });
});
