import { describe, expect, it } from 'vitest';
import { initials } from '../../../web/src/lib/account/initials';

describe('avatar initials', () => {
  it('takes the first and last word of the full name', () => {
    expect(initials('Rosa Diaz', 'rosa@example.com')).toBe('RD');
    expect(initials('mary ann smith', null)).toBe('MS');
  });

  it('uses one letter for a one-word name', () => {
    expect(initials('Cher', 'cher@example.com')).toBe('C');
  });

  it('falls back to the e-mail when there is no name', () => {
    expect(initials(null, 'jane.doe@example.com')).toBe('JD');
    expect(initials('   ', 'owner@example.com')).toBe('O');
  });

  it('handles letters outside ASCII', () => {
    expect(initials('Émile Zola', null)).toBe('ÉZ');
  });

  it('is U when neither name nor e-mail gives a letter', () => {
    expect(initials(null, null)).toBe('U');
    expect(initials('', '')).toBe('U');
    expect(initials('—', '@example.com')).toBe('U');
  });

  it('never returns more than two letters', () => {
    expect(initials('Ana Beatriz Costa Dias', null)).toHaveLength(2);
  });
});
