/**
 * Colour contrast for the branding page (SPEC.md section 5, Colours; thresholds in section 9): hex colour entry,
 * WCAG 2.x relative luminance and contrast ratio, the AA/AAA grade, and Auto-fix, which darkens (then lightens)
 * a colour until it reaches 4.5 against its background.
 */

/** '#' and 3 or 6 hex digits, either case (SPEC.md section 5). */
export const HEX_COLOR_PATTERN = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
export const INVALID_HEX_COLOR_MESSAGE = 'Please enter a valid hex color (e.g., #FF0000)';

export const CONTRAST_AA = 4.5;
export const CONTRAST_AAA = 7;

export type ContrastGrade = 'AAA' | 'AA' | 'FAIL';

type Rgb = readonly [number, number, number];

export function isHexColor(value: string): boolean {
  return HEX_COLOR_PATTERN.test(value.trim());
}

/** '#abc' and ' #AaBbCc ' become '#AABBCC'; anything else is null (the page applies only valid values). */
export function normalizeHexColor(value: string): string | null {
  const trimmed = value.trim();
  if (!HEX_COLOR_PATTERN.test(trimmed)) return null;
  const digits = trimmed.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return `#${full.toUpperCase()}`;
}

function toRgb(hex: string): Rgb {
  const normalized = normalizeHexColor(hex);
  if (!normalized) throw new RangeError(`${INVALID_HEX_COLOR_MESSAGE}: ${JSON.stringify(hex)}`);
  const channel = (at: number) => parseInt(normalized.slice(at, at + 2), 16);
  return [channel(1), channel(3), channel(5)];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('').toUpperCase()}`;
}

/**
 * WCAG 2.x relative luminance, 0 (black) to 1 (white). The 0.03928 knee is WCAG 2.0's; the sRGB standard's
 * 0.04045 gives the same result for every 8-bit channel value.
 */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = toRgb(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** An 8-bit sRGB channel as linear light, 0 to 1. */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** (lighter + 0.05) / (darker + 0.05): 1 for equal colours up to 21 for black on white, whichever is the text. */
export function contrastRatio(foreground: string, background: string): number {
  const a = relativeLuminance(foreground);
  const b = relativeLuminance(background);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Unrounded: 4.48 is a FAIL even though it shows as 4.5 at one decimal. */
export function contrastGrade(ratio: number): ContrastGrade {
  if (ratio >= CONTRAST_AAA) return 'AAA';
  if (ratio >= CONTRAST_AA) return 'AA';
  return 'FAIL';
}

/** The colour `percent` of the way from `rgb` to `target` (a straight mix in sRGB, keeping the hue). */
function mix([r, g, b]: Rgb, target: number, percent: number): Rgb {
  const toward = (c: number) => Math.round(c + ((target - c) * percent) / 100);
  return [toward(r), toward(g), toward(b)];
}

/** The first of 1%, 2% ... 100% mixes towards black (0) or white (255) that reaches `target`, or null. */
function firstMixReaching(rgb: Rgb, toward: 0 | 255, background: string, target: number): string | null {
  for (let percent = 1; percent <= 100; percent++) {
    const candidate = toHex(mix(rgb, toward, percent));
    if (contrastRatio(candidate, background) >= target) return candidate;
  }
  return null;
}

/**
 * Auto-fix: a foreground already at `target` (4.5, AA) is returned as given. Otherwise it is darkened, mixed
 * towards black in 1% steps, and the first step that reaches `target` is returned; when even black does not reach
 * it (a dark background), it is lightened from the original towards white the same way. One of black and white
 * always reaches 4.5 on any background (at least 4.58), so the default target always has an answer; a higher
 * target that neither reaches gives back the better of black and white. The result is '#RRGGBB' upper case.
 */
export function autoFixContrast(foreground: string, background: string, target: number = CONTRAST_AA): string {
  const rgb = toRgb(foreground);
  toRgb(background); // an invalid background is refused even when the foreground needs no fix
  if (contrastRatio(foreground, background) >= target) return foreground;
  const fixed = firstMixReaching(rgb, 0, background, target) ?? firstMixReaching(rgb, 255, background, target);
  if (fixed) return fixed;
  return contrastRatio('#000000', background) >= contrastRatio('#FFFFFF', background) ? '#000000' : '#FFFFFF';
}

export interface ContrastCheck {
  pair: 'text' | 'primary';
  foreground: string;
  background: string;
  ratio: number;
  grade: ContrastGrade;
}

/** The branding page's two checks (SPEC.md section 5): text on background and primary on background. */
export function brandingContrastChecks(colors: {
  primaryColor: string;
  backgroundColor: string;
  textColor: string;
}): [ContrastCheck, ContrastCheck] {
  const check = (pair: ContrastCheck['pair'], foreground: string): ContrastCheck => {
    const ratio = contrastRatio(foreground, colors.backgroundColor);
    return { pair, foreground, background: colors.backgroundColor, ratio, grade: contrastGrade(ratio) };
  };
  return [check('text', colors.textColor), check('primary', colors.primaryColor)];
}
