import { describe, expect, it } from 'vitest';
import { readableText, tableLabel } from '../../../functions/lib/domain/table-label';
import { clientKey } from '../../../functions/lib/domain/client-key';

const keyOf = (label: string) => tableLabel(label)?.key;

describe('table labels', () => {
  it("'V1', 'V1.', 'V01' with a zero-width space and other spellings of one table share one key", () => {
    const spellings = ['V1', 'V1.', 'V01\u200B', ' v1 ', 'v 1', 'V-1', 'V.01', '\uFF36\uFF11', '\u202EV1\u202C', 'V\u00AD1', 'V1\uFE0F', 'V\u2060001'];
    expect(new Set(spellings.map(keyOf))).toEqual(new Set(['v1']));
  });

  it('keeps different tables apart: other numbers, letters, and a number with a zero inside', () => {
    const keys = ['V1', 'V10', 'V2', 'W1', '1', '10', '100', 'Terrace 1', 'Bar'].map(keyOf);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keyOf('10')).toBe('10');
    expect(keyOf('0')).toBe('0');
  });

  it("reads any script's digits as 0-9, and folds case and accents", () => {
    expect(keyOf('\u0667')).toBe(keyOf('7')); // Arabic-Indic seven
    expect(keyOf('\u06F1\u06F2')).toBe('12'); // Persian twelve
    expect(keyOf('\u096B')).toBe('5'); // Devanagari five
    expect(keyOf('Mésa 5')).toBe(keyOf('MESA 5'));
    expect(keyOf('Straße')).toBe(keyOf('STRASSE'));
  });

  it('shows staff the label as typed, less what cannot be seen', () => {
    expect(tableLabel('  Terr.\u200D  4 ')?.display).toBe('Terr. 4');
    expect(tableLabel('\u202EV1')?.display).toBe('V1');
    expect(tableLabel('\uFF36\uFF11')?.display).toBe('V1');
    expect(tableLabel('Patio\t2\n')?.display).toBe('Patio 2');
  });

  it('a label of nothing visible, or with no letter or digit, names no table', () => {
    for (const label of ['', '   ', '\u200B\u200E\u2060', '\u3164', '...', '--', null, undefined]) expect(tableLabel(label)).toBeNull();
  });
});

describe("a diner's message", () => {
  it('loses bidi overrides and control characters, keeps what scripts and emoji need', () => {
    expect(readableText('\u202Eesaelp retaw\u202C')).toBe('esaelp retaw');
    expect(readableText('More\u0000 water\u0007 please')).toBe('More water please');
    expect(readableText('\uD83D\uDC69\u200D\uD83C\uDF73 chef')).toBe('\uD83D\uDC69\u200D\uD83C\uDF73 chef');
    expect(readableText('\u0645\u0631\u062D\u0628\u0627\u200F')).toBe('\u0645\u0631\u062D\u0628\u0627\u200F');
  });
});

describe('client keys for the per-client limits', () => {
  it('IPv4 as it is, IPv4-mapped IPv6 as IPv4', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('IPv6 by its /64, however it is written', () => {
    const key = clientKey('2001:db8:0:12:aaaa:bbbb:cccc:1');
    expect(key).toBe('2001:db8:0:12::/64');
    expect(clientKey('2001:0DB8:0000:0012:1::2')).toBe(key);
    expect(clientKey('2001:db8:0:12::')).toBe(key);
    expect(clientKey('2001:db8:0:13::1')).not.toBe(key);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('no address at all is one shared client', () => {
    expect(clientKey(undefined)).toBe('unknown');
    expect(clientKey('')).toBe('unknown');
  });
});
