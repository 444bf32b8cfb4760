import { describe, expect, it } from 'vitest';
import { brandingVariables, readableTextOn } from '../../../../web/src/features/diner/lib/branding';

describe("the restaurant's colours", () => {
  it('become the CSS variables, with a readable text colour on the primary and accent', () => {
    expect(brandingVariables({ primaryColor: '#FFD400', accentColor: '#102030', backgroundColor: '#fff', textColor: '#222222', logoUrl: null })).toEqual({
      '--color-primary': '#FFD400',
      '--color-on-primary': '#111111',
      '--color-accent': '#102030',
      '--color-on-accent': '#ffffff',
      '--color-bg': '#fff',
      '--color-text': '#222222',
    });
  });

  it('fall back to the defaults (SPEC.md 9) when missing or not a hex colour', () => {
    expect(brandingVariables(null)).toMatchObject({ '--color-primary': '#0B3D2E', '--color-accent': '#FF7A00', '--color-bg': '#FFFFFF', '--color-text': '#0B3D2E' });
    expect(brandingVariables({ primaryColor: 'red; background: url(x)' })['--color-primary']).toBe('#0B3D2E');
  });

  it('pick white on dark and dark on light', () => {
    expect(readableTextOn('#0B3D2E')).toBe('#ffffff');
    expect(readableTextOn('#FF7A00')).toBe('#111111');
    expect(readableTextOn('#FFFFFF')).toBe('#111111');
  });
});
