/**
 * Sections and servers (issue 30 item 4), the pure parts: a tip split between servers adds up to the tip; who is
 * alerted to a call and when; the shift day at its 4 am edge and across daylight-saving changes; the servers of a
 * section on a day; the tips CSV; the dashboard's words for a call.
 */
import { describe, expect, it } from 'vitest';
import type { TipsReport } from '../../../shared/api';
import { callReaches, proportional, splitTip } from '../../../shared/sections';
import { tipsCsv, tipsCsvFilename } from '../../../shared/tips-csv';
import { serversOf, shiftDay } from '../../../functions/lib/domain/sections';
import { callTitle, routingNote } from '../../../web/src/features/dashboard/service-requests/call-routing';
import { newRequestNotice } from '../../../web/src/features/dashboard/service-requests/new-request-notice';
import { withSection } from '../../../web/src/features/dashboard/floor/section-servers';
import { csvRows } from '../../support/csv';

describe('splitTip', () => {
  it('splits evenly, the odd cents to the first servers, always adding up to the tip', () => {
    expect(splitTip(1000, 1)).toEqual([1000]);
    expect(splitTip(1001, 2)).toEqual([501, 500]);
    expect(splitTip(100, 3)).toEqual([34, 33, 33]);
    expect(splitTip(2, 3)).toEqual([1, 1, 0]);
    expect(splitTip(555, 0)).toEqual([555]);
    for (let tip = 0; tip < 400; tip += 7) for (let n = 1; n < 7; n++) expect(splitTip(tip, n).reduce((a, b) => a + b, 0)).toBe(tip);
  });
});

describe('proportional', () => {
  it('shares a refunded tip as the tip was shared, the odd cents to the largest remainders, adding up exactly', () => {
    expect(proportional(301, [501, 500])).toEqual([151, 150]);
    expect(proportional(100, [50, 25, 25])).toEqual([50, 25, 25]);
    expect(proportional(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(proportional(7, [0, 0])).toEqual([7, 0]);
    expect(proportional(5, [])).toEqual([]);
    for (let cents = 0; cents < 300; cents += 13) expect(proportional(cents, [7, 3, 11]).reduce((a, b) => a + b, 0)).toBe(cents);
  });
});

describe('callReaches', () => {
  const at = Date.parse('2026-11-29T20:00:00Z');
  const sectionCall = { servers: [{ userId: 'ana' }], everyoneAt: new Date(at + 60_000).toISOString() };
  it('reaches the section’s servers at once and everyone else when its minute is up', () => {
    expect(callReaches(sectionCall, 'ana', at)).toBe(true);
    expect(callReaches(sectionCall, 'ben', at)).toBe(false);
    expect(callReaches(sectionCall, 'ben', at + 59_999)).toBe(false);
    expect(callReaches(sectionCall, 'ben', at + 60_000)).toBe(true);
  });
  it('reaches everyone at once when nobody serves the section', () => {
    expect(callReaches({ servers: [], everyoneAt: null }, 'ben', at)).toBe(true);
    expect(callReaches({ servers: [], everyoneAt: null }, null, at)).toBe(true);
  });
});

describe('shiftDay', () => {
  it('starts the day at 4 am in the restaurant’s zone: a night’s late hours count on the evening’s day', () => {
    // Paris, winter (UTC+1): 03:59 local is still the 28th's shift, 04:00 starts the 29th's.
    expect(shiftDay(Date.parse('2026-11-29T02:59:59Z'), 'Europe/Paris')).toBe('2026-11-28');
    expect(shiftDay(Date.parse('2026-11-29T03:00:00Z'), 'Europe/Paris')).toBe('2026-11-29');
    expect(shiftDay(Date.parse('2026-11-28T23:30:00Z'), 'Europe/Paris')).toBe('2026-11-28');
    // The same instants on UTC's calendar.
    expect(shiftDay(Date.parse('2026-11-29T03:59:59Z'), 'UTC')).toBe('2026-11-28');
    expect(shiftDay(Date.parse('2026-11-29T04:00:00Z'), 'UTC')).toBe('2026-11-29');
  });
  it('keeps 4 am local across daylight-saving changes (New York, March and November 2026)', () => {
    // 8 March 2026: clocks go from 02:00 EST to 03:00 EDT; 04:00 EDT is 08:00Z.
    expect(shiftDay(Date.parse('2026-03-08T07:59:59Z'), 'America/New_York')).toBe('2026-03-07');
    expect(shiftDay(Date.parse('2026-03-08T08:00:00Z'), 'America/New_York')).toBe('2026-03-08');
    // 1 November 2026: clocks go from 02:00 EDT back to 01:00 EST; 04:00 EST is 09:00Z.
    expect(shiftDay(Date.parse('2026-11-01T08:59:59Z'), 'America/New_York')).toBe('2026-10-31');
    expect(shiftDay(Date.parse('2026-11-01T09:00:00Z'), 'America/New_York')).toBe('2026-11-01');
  });
});

describe('serversOf', () => {
  const shifts = [
    { userId: 'u2', name: 'Ben', day: '2026-11-29', sections: ['Patio', 'Bar'] },
    { userId: 'u1', name: 'Ana', day: '2026-11-29', sections: ['patio '] },
    { userId: 'u0', name: 'Cy', day: '2026-11-28', sections: ['Patio'] },
  ];
  it('names the members serving a section that day, whatever its case and spaces, by user id', () => {
    expect(serversOf(shifts, 'Patio', '2026-11-29')).toEqual([{ userId: 'u1', name: 'Ana' }, { userId: 'u2', name: 'Ben' }]);
    expect(serversOf(shifts, 'BAR', '2026-11-29')).toEqual([{ userId: 'u2', name: 'Ben' }]);
    expect(serversOf(shifts, 'Patio', '2026-11-30')).toEqual([]);
    expect(serversOf(shifts, null, '2026-11-29')).toEqual([]);
  });
});

describe('the tips CSV', () => {
  const report: TipsReport = {
    from: '2026-11-28',
    to: '2026-11-29',
    currency: 'EUR',
    everyone: true,
    totalCents: 1234 + 66 + 5,
    rows: [
      { day: '2026-11-28', userId: 'u1', name: '=HYPERLINK("x")', payments: 3, tipsCents: 1234 },
      { day: '2026-11-29', userId: 'u2', name: 'Ben, the new one', payments: 1, tipsCents: 66 },
      { day: '2026-11-29', userId: null, name: 'Not assigned (no server on the section)', payments: 1, tipsCents: 5 },
    ],
  };
  it('writes one line per member and day and the total, names neutralised as formulas', () => {
    expect(csvRows(tipsCsv(report))).toEqual([
      ['Day', 'Member', 'Payments', 'Tips (EUR)'],
      ['2026-11-28', `'=HYPERLINK("x")`, '3', '12.34'],
      ['2026-11-29', 'Ben, the new one', '1', '0.66'],
      ['2026-11-29', 'Not assigned (no server on the section)', '1', '0.05'],
      ['Total', '', '5', '13.05'],
    ]);
    expect(tipsCsvFilename(report)).toBe('tips-2026-11-28-to-2026-11-29.csv');
    expect(tipsCsvFilename({ from: '2026-11-29', to: '2026-11-29' })).toBe('tips-2026-11-29.csv');
  });
});

describe('the dashboard’s words for a call', () => {
  const now = Date.parse('2026-11-29T20:00:00Z');
  const call = {
    tableNumber: '4',
    message: null,
    reason: 'bill' as const,
    section: 'Patio',
    servers: [{ userId: 'ana', name: 'Ana' }],
    everyoneAt: new Date(now + 45_000).toISOString(),
    status: 'open' as const,
  };
  const time = () => '20:00';
  it('says why the table called', () => {
    expect(callTitle(call)).toBe('Table 4 asks for the bill');
    expect(callTitle({ tableNumber: null, reason: 'allergy' })).toBe('A customer has an allergy question');
    expect(callTitle({ tableNumber: '7', reason: null })).toBe('New service request from Table 7');
  });
  it('says whose section it is and when it reaches everyone', () => {
    expect(routingNote(call, 'ana', now, time)).toBe('Your section (Patio)');
    expect(routingNote(call, 'ben', now, time)).toBe('Patio: sent to Ana first, everyone at 20:00');
    expect(routingNote(call, 'ben', now + 45_000, time)).toBe('Patio: no answer from Ana, now everyone’s');
    expect(routingNote({ ...call, status: 'acknowledged' }, 'ben', now, time)).toBe('Patio: served by Ana');
    expect(routingNote({ ...call, servers: [], everyoneAt: null }, 'ben', now, time)).toBe('Patio: nobody serving, sent to everyone');
    expect(routingNote({ ...call, section: null, servers: [], everyoneAt: null }, 'ben', now, time)).toBeNull();
  });
  it('announces a call to its server as theirs, to others as unanswered', () => {
    expect(newRequestNotice(call, 'ana')).toEqual({ title: 'Table 4 asks for the bill', description: 'Your section (Patio)' });
    expect(newRequestNotice({ ...call, message: 'Card please' }, 'ben')).toEqual({ title: 'Table 4 asks for the bill', description: 'Card please · No answer from Ana for a minute' });
    expect(newRequestNotice({ tableNumber: null, message: null })).toEqual({ title: 'New service request from a customer', description: 'Needs assistance' });
  });
  it('adds a section to a member’s list or takes it out, whatever its case', () => {
    expect(withSection(['Bar'], 'Patio', true)).toEqual(['Bar', 'Patio']);
    expect(withSection(['Bar', 'patio'], 'Patio', false)).toEqual(['Bar']);
    expect(withSection(['Patio'], 'PATIO', true)).toEqual(['PATIO']);
  });
});
