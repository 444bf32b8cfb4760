import { describe, expect, it } from 'vitest';
import {
  autoFixContrast,
  brandingContrastChecks,
  contrastGrade,
  contrastRatio,
  INVALID_HEX_COLOR_MESSAGE,
  isHexColor,
  normalizeHexColor,
  relativeLuminance,
} from '../../../shared/contrast';
import { DEFAULT_BRANDING } from '../../../shared/constants';

/**
 * Expected values worked out by hand from the WCAG 2.x formula, not with the module: each 8-bit channel c is
 * linearised as ((c/255 + 0.055) / 1.055) ^ 2.4 (all channels here are above the 0.03928 knee), then
 * L = 0.2126 R + 0.7152 G + 0.0722 B, and the ratio is (L1 + 0.05) / (L2 + 0.05).
 */
const LINEAR = {
  0x0b: 0.00334654, // 11/255 = 0.0431373
  0x3d: 0.04666509, // 61/255 = 0.2392157
  0x2e: 0.02732089, // 46/255 = 0.1803922
  0x77: 0.18447499, // 119/255 = 0.4666667
};
const L_0B3D2E = 0.2126 * LINEAR[0x0b] + 0.7152 * LINEAR[0x3d] + 0.0722 * LINEAR[0x2e]; // 0.0360589
const L_777777 = LINEAR[0x77]; // grey: the three weights add up to 1

/** 1% steps of a straight sRGB mix, as the docs of autoFixContrast describe, for checking "the first step". */
function mixTowards(hex: string, target: number, percent: number): string {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `#${channels.map((c) => Math.round(c + ((target - c) * percent) / 100).toString(16).padStart(2, '0')).join('').toUpperCase()}`;
}

describe('hex colours (SPEC.md 5: # and 3 or 6 hex digits)', () => {
  it('accepts #RGB and #RRGGBB in either case, with surrounding spaces', () => {
    for (const value of ['#fff', '#FFF', '#0B3D2E', '#0b3d2e', '#Ab12Cd', ' #abc ']) expect(isHexColor(value)).toBe(true);
  });

  it('refuses anything else', () => {
    for (const value of ['', '#', 'fff', 'FFFFFF', '#ff', '#ffff', '#fffff', '#fffffff', '#ggg', '#12345g', 'red', '#ff 000', 'rgb(0,0,0)']) {
      expect(isHexColor(value), value).toBe(false);
      expect(normalizeHexColor(value), value).toBeNull();
    }
  });

  it('normalises to #RRGGBB upper case', () => {
    expect(normalizeHexColor('#abc')).toBe('#AABBCC');
    expect(normalizeHexColor(' #0b3d2e ')).toBe('#0B3D2E');
    expect(normalizeHexColor('#FF7A00')).toBe('#FF7A00');
  });

  it('words the error as SPEC.md does', () => {
    expect(INVALID_HEX_COLOR_MESSAGE).toBe('Please enter a valid hex color (e.g., #FF0000)');
  });

  it('refuses an invalid colour in every calculation rather than guessing', () => {
    expect(() => relativeLuminance('#12')).toThrow(INVALID_HEX_COLOR_MESSAGE);
    expect(() => contrastRatio('#000', 'white')).toThrow(RangeError);
    expect(() => autoFixContrast('#000000', 'nope')).toThrow(RangeError);
    expect(() => autoFixContrast('nope', '#FFFFFF')).toThrow(RangeError);
  });
});

describe('relative luminance and contrast ratio (WCAG 2.x)', () => {
  it('gives 0 for black, 1 for white and the same for short and long forms', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFF')).toBeCloseTo(1, 12);
    expect(relativeLuminance('#abc')).toBe(relativeLuminance('#AABBCC'));
  });

  it('gives 21 for black on white, either way round, and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 10);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#0B3D2E', '#0b3d2e')).toBe(1);
  });

  it('matches the hand-worked luminance of the default primary #0B3D2E', () => {
    expect(relativeLuminance('#0B3D2E')).toBeCloseTo(L_0B3D2E, 7);
    expect(L_0B3D2E).toBeCloseTo(0.0360589, 6);
  });

  it('gives #0B3D2E on #FFFFFF 12.20 (AAA), the default text on the default background', () => {
    const expected = (1 + 0.05) / (L_0B3D2E + 0.05); // 12.2009
    expect(expected).toBeCloseTo(12.2009, 3);
    expect(contrastRatio('#0B3D2E', '#FFFFFF')).toBeCloseTo(expected, 6);
    expect(contrastGrade(contrastRatio(DEFAULT_BRANDING.textColor, DEFAULT_BRANDING.backgroundColor))).toBe('AAA');
  });

  it('gives #777777 on #FFFFFF 4.48, a FAIL that rounds to 4.5 for display', () => {
    const expected = (1 + 0.05) / (L_777777 + 0.05); // 4.4781
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(expected, 6);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.478, 3);
    expect(contrastGrade(contrastRatio('#777777', '#FFFFFF'))).toBe('FAIL');
  });
});

describe('grades (SPEC.md 9: 4.5 AA, 7 AAA)', () => {
  it('puts the boundaries on the passing side', () => {
    expect(contrastGrade(21)).toBe('AAA');
    expect(contrastGrade(7)).toBe('AAA');
    expect(contrastGrade(6.99)).toBe('AA');
    expect(contrastGrade(4.5)).toBe('AA');
    expect(contrastGrade(4.4999)).toBe('FAIL');
    expect(contrastGrade(1)).toBe('FAIL');
  });
});

describe('the branding checks (text on background, primary on background)', () => {
  it('grades the defaults and a failing pair', () => {
    const [text, primary] = brandingContrastChecks(DEFAULT_BRANDING);
    expect(text).toMatchObject({ pair: 'text', foreground: '#0B3D2E', background: '#FFFFFF', grade: 'AAA' });
    expect(primary).toMatchObject({ pair: 'primary', foreground: '#0B3D2E', grade: 'AAA' });
    const [, weak] = brandingContrastChecks({ ...DEFAULT_BRANDING, primaryColor: '#FF7A00' });
    expect(weak.grade).toBe('FAIL');
    expect(weak.ratio).toBeCloseTo(2.613, 3);
  });
});

describe('Auto-fix (darken, then lighten, until 4.5)', () => {
  it('leaves a colour that already passes exactly as given', () => {
    expect(autoFixContrast('#0b3d2e', '#FFFFFF')).toBe('#0b3d2e');
    expect(autoFixContrast('#fff', '#000')).toBe('#fff');
  });

  it('darkens #777777 on white by the smallest 1% step that reaches 4.5', () => {
    const fixed = autoFixContrast('#777777', '#FFFFFF');
    expect(fixed).toBe(mixTowards('#777777', 0, 1)); // #767676, the classic lightest AA grey on white
    expect(fixed).toBe('#767676');
    expect(contrastRatio(fixed, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
  });

  it('darkens the default accent #FF7A00 on white to the first step that passes, keeping its hue', () => {
    const fixed = autoFixContrast('#FF7A00', '#FFFFFF');
    expect(contrastRatio(fixed, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    const percent = [...Array(101).keys()].find((p) => mixTowards('#FF7A00', 0, p) === fixed);
    expect(percent).toBeGreaterThan(1);
    expect(contrastRatio(mixTowards('#FF7A00', 0, percent! - 1), '#FFFFFF')).toBeLessThan(4.5); // one step less fails
    expect(fixed).toMatch(/^#[0-9A-F]{4}00$/); // still orange: red over green, no blue
    expect(fixed).toBe('#BD5A00'); // 26% towards black: 4.54, where 25% (#BF5C00) gives 4.42
  });

  it('lightens from the original when even black fails on a dark background', () => {
    // #333333 on #222222: black on #222222 is about 1.3, so darkening can never pass.
    expect(contrastRatio('#000000', '#222222')).toBeLessThan(4.5);
    const fixed = autoFixContrast('#333333', '#222222');
    expect(contrastRatio(fixed, '#222222')).toBeGreaterThanOrEqual(4.5);
    const percent = [...Array(101).keys()].find((p) => mixTowards('#333333', 255, p) === fixed);
    expect(percent).toBeDefined();
    expect(contrastRatio(mixTowards('#333333', 255, percent! - 1), '#222222')).toBeLessThan(4.5);
  });

  it('darkens even a colour lighter than its background when black passes there', () => {
    // #BBBBBB on #888888: darkening first passes through the background and on towards black (5.9 on #888888).
    const fixed = autoFixContrast('#BBBBBB', '#888888');
    expect(relativeLuminance(fixed)).toBeLessThan(relativeLuminance('#888888'));
    expect(contrastRatio(fixed, '#888888')).toBeGreaterThanOrEqual(4.5);
  });

  it('always reaches 4.5 whatever the pair', () => {
    const greys = ['#000000', '#222222', '#555555', '#767676', '#777777', '#808080', '#999999', '#CCCCCC', '#FFFFFF'];
    const colours = [...greys, '#FF0000', '#00FF00', '#0000FF', '#FF7A00', '#0B3D2E', '#FFFF00', '#123456'];
    for (const background of colours) {
      for (const foreground of colours) {
        const fixed = autoFixContrast(foreground, background);
        expect(contrastRatio(fixed, background), `${foreground} on ${background} -> ${fixed}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('takes a higher target (AAA) and falls back to the better of black and white when nothing reaches it', () => {
    const fixed = autoFixContrast('#777777', '#FFFFFF', 7);
    expect(contrastRatio(fixed, '#FFFFFF')).toBeGreaterThanOrEqual(7);
    // On mid grey neither black (5.3) nor white (4.0) reaches 7: black is the better one.
    expect(autoFixContrast('#808080', '#808080', 7)).toBe('#000000');
  });
});
