/** The restaurant profile's rules (shared/restaurant-profile.ts) and the owner form's draft (profile-form.ts). */
import { describe, expect, it } from 'vitest';
import { isKnownTimeZone, isOpenAt, openingHoursProblem, type OpeningPeriod } from '../../../shared/restaurant-profile';
import { restaurant } from '../public-menu/builders';
import { draftOf, parseTaxPercent, profileChanges, TAX_PERCENT_MESSAGE } from '../../../web/src/features/owner/settings/profile-form';

const week = (periods: Omit<OpeningPeriod, 'day'>[], days: OpeningPeriod['day'][] = [1, 2, 3, 4, 5, 6, 7]) =>
  days.flatMap((day) => periods.map((p) => ({ day, ...p })));

describe('opening hours', () => {
  it('is open inside a period and closed outside it, in the restaurant time zone', () => {
    const hours = week([{ opens: '12:00', closes: '22:00' }]);
    // 2026-11-30 is a Monday. 12:30 in Madrid is 11:30 UTC.
    expect(isOpenAt(hours, 'Europe/Madrid', new Date('2026-11-30T11:30:00Z'))).toBe(true);
    expect(isOpenAt(hours, 'Europe/Madrid', new Date('2026-11-30T10:59:00Z'))).toBe(false);
    // 22:00 local closes the kitchen.
    expect(isOpenAt(hours, 'Europe/Madrid', new Date('2026-11-30T21:00:00Z'))).toBe(false);
    // The same instant is 06:30 in New York: closed.
    expect(isOpenAt(hours, 'America/New_York', new Date('2026-11-30T11:30:00Z'))).toBe(false);
  });

  it('a period closing after midnight counts on the next morning, and no hours claims nothing', () => {
    const friday = [{ day: 5 as const, opens: '18:00', closes: '02:00' }];
    // Saturday 2026-12-05 01:30 UTC.
    expect(isOpenAt(friday, 'UTC', new Date('2026-12-05T01:30:00Z'))).toBe(true);
    expect(isOpenAt(friday, 'UTC', new Date('2026-12-05T02:30:00Z'))).toBe(false);
    expect(isOpenAt([], 'UTC', new Date())).toBeNull();
  });

  it('refuses overlapping periods, more than three a day and a period that closes when it opens', () => {
    expect(openingHoursProblem(week([{ opens: '08:00', closes: '11:00' }, { opens: '12:00', closes: '15:00' }]))).toBeNull();
    expect(openingHoursProblem([{ day: 1, opens: '08:00', closes: '12:00' }, { day: 1, opens: '11:00', closes: '15:00' }])).toBe(
      'Opening periods of a day must not overlap',
    );
    expect(openingHoursProblem([{ day: 2, opens: '18:00', closes: '01:00' }, { day: 2, opens: '20:00', closes: '23:00' }])).toBe(
      'Opening periods of a day must not overlap',
    );
    expect(openingHoursProblem(['07:00', '10:00', '13:00', '16:00'].map((opens) => ({ day: 3 as const, opens, closes: `${opens.slice(0, 2)}:30` })))).toBe(
      'At most three opening periods a day',
    );
    expect(openingHoursProblem([{ day: 4, opens: '10:00', closes: '10:00' }])).toBe('A period must close at another time than it opens');
  });

  it('knows IANA time zones and refuses made-up ones', () => {
    expect(isKnownTimeZone('Europe/Madrid')).toBe(true);
    expect(isKnownTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(isKnownTimeZone('../../etc')).toBe(false);
  });
});

// Maria's restaurant as sign-up makes it: 8% added, in dollars, no address, phone or hours.
const saved = restaurant({ name: 'Maria Rossi Restaurant', description: 'Welcome to our restaurant!' });

describe('the profile form', () => {
  it('reads a tax rate typed as a percentage with up to two decimals', () => {
    expect(parseTaxPercent('10')).toBe(1000);
    expect(parseTaxPercent('8.25')).toBe(825);
    expect(parseTaxPercent('8,5 %')).toBe(850);
    expect(parseTaxPercent('0')).toBe(0);
    expect(parseTaxPercent('50')).toBe(5000);
    expect(parseTaxPercent('51')).toBeNull();
    expect(parseTaxPercent('8.875')).toBeNull();
    expect(parseTaxPercent('-1')).toBeNull();
    expect(parseTaxPercent('ten')).toBeNull();
  });

  it('sends only what changed: a rename, 10% included, in EUR', () => {
    const draft = { ...draftOf(saved), name: '  Trattoria Rossi ', taxPercent: '10', taxIncluded: true, currency: 'EUR' };
    expect(profileChanges(draft, saved)).toEqual({
      changes: { name: 'Trattoria Rossi', taxRateBps: 1000, taxIncluded: true, currency: 'EUR' },
      errors: {},
    });
    expect(profileChanges(draftOf(saved), saved)).toEqual({ changes: null, errors: {} });
  });

  it('names the field at fault and sends nothing', () => {
    const draft = { ...draftOf(saved), name: ' ', phone: 'call me', taxPercent: '60' };
    const { changes, errors } = profileChanges(draft, saved);
    expect(changes).toBeNull();
    expect(errors).toEqual({ name: 'Name is required', phone: 'Enter a phone number of digits, spaces and + ( ) - .', taxPercent: TAX_PERCENT_MESSAGE });
  });
});
