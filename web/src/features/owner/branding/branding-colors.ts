/** The four colours the editor works on, and the few sums the editor and its preview make with them. */
import type { Branding, BrandingPutRequest } from '@shared/api';
import { DEFAULT_BRANDING } from '@shared/constants';
import { contrastRatio, normalizeHexColor } from '@shared/contrast';

export type BrandingColors = BrandingPutRequest;

export const COLOR_FIELDS = ['primaryColor', 'accentColor', 'backgroundColor', 'textColor'] as const satisfies readonly (keyof BrandingColors)[];

/** As '#RRGGBB' (what the native picker needs); a saved value that is somehow not a colour shows as the default. */
export function colorsOf(branding: Branding): BrandingColors {
  const color = (field: keyof BrandingColors) => normalizeHexColor(branding[field]) ?? DEFAULT_BRANDING[field];
  return {
    primaryColor: color('primaryColor'),
    accentColor: color('accentColor'),
    backgroundColor: color('backgroundColor'),
    textColor: color('textColor'),
  };
}

export function sameColors(a: BrandingColors, b: BrandingColors): boolean {
  return COLOR_FIELDS.every((field) => a[field] === b[field]);
}

/** White or near-black, whichever reads better on the colour (the diner's rule for text on a primary button). */
export function readableTextOn(hex: string): string {
  return contrastRatio('#FFFFFF', hex) >= contrastRatio('#111111', hex) ? '#FFFFFF' : '#111111';
}
