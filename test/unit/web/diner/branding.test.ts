import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../../shared/contrast';
import { brandingVariables, mutedTextOn, readableTextOn } from '../../../../web/src/features/diner/lib/branding';

describe("the restaurant's colours", () => {
  it('become the CSS variables, with a readable text colour on the primary and accent', () => {
    expect(brandingVariables({ primaryColor: '#FFD400', accentColor: '#102030', backgroundColor: '#fff', textColor: '#222222', logoUrl: null })).toEqual({
      '--color-primary': '#FFD400',
      '--color-on-primary': '#111111',
      '--color-accent': '#102030',
      '--color-on-accent': '#ffffff',
      '--color-bg': '#fff',
      '--color-text': '#222222',
      '--color-text-muted': '#595959',
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

  it('soften the text for descriptions only as far as it still reads at AA on the background and the cards', () => {
    // (Every pair below passes AA itself, as the owner's Auto-fix makes sure.)
    // #757575 on white is 4.6:1 (AA): a 75% mix toward white would fall to about 3.2:1.
    for (const [text, background] of [['#757575', '#FFFFFF'], ['#0B3D2E', '#FFFFFF'], ['#EEEEEE', '#1B1B1B'], ['#6B5B00', '#FFF8E1']] as const) {
      const muted = mutedTextOn(text, background);
      const surface = '#' + [1, 3, 5].map((i) => Math.round(parseInt(text.slice(i, i + 2), 16) * 0.05 + parseInt(background.slice(i, i + 2), 16) * 0.95).toString(16).padStart(2, '0')).join('');
      expect(contrastRatio(muted, background), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
      // On the cards' surface: AA, or as good as the text colour itself gets there (never softer than it can afford).
      expect(contrastRatio(muted, surface), `${text} on ${background}'s surface`).toBeGreaterThanOrEqual(Math.min(4.5, contrastRatio(text, surface)));
    }
    // A dark text on white keeps the softer 75% shade.
    expect(mutedTextOn('#222222', '#FFFFFF')).toBe('#595959');
    // A text colour that is itself barely AA is used as it is.
    expect(mutedTextOn('#757575', '#FFFFFF')).toBe('#757575');
  });
});
