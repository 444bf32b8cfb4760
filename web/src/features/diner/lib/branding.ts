/**
 * The restaurant's colours on the diner's pages: its four branding colours become the app's CSS variables (on
 * <html>, so the page background and the toasts follow), defaults when a colour is missing or not a hex colour
 * (SPEC.md 8: missing branding falls back to defaults). The muted text is computed here so it keeps WCAG AA;
 * the other softer shades derive from these in diner.css.
 */
import { useEffect } from 'react';
import type { PublicBranding } from '@shared/api';
import { DEFAULT_BRANDING } from '@shared/constants';

const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

function channels(hex: string): [number, number, number] {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
}

/** WCAG relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `weight` of `a` and the rest of `b`, channel by channel in sRGB (what CSS color-mix(in srgb) does). */
function mix(a: string, b: string, weight: number): string {
  const [ca, cb] = [channels(a), channels(b)];
  return `#${ca.map((c, i) => Math.round((c * weight + cb[i]! * (1 - weight)) * 255).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The softer text (descriptions, unselected tabs): the text colour mixed toward the background, but only as far as
 * it still reads at WCAG AA (4.5:1) on the background and on the cards' surface; a text colour that is itself
 * barely AA is used as it is.
 */
export function mutedTextOn(text: string, background: string): string {
  const surface = mix(text, background, 0.05);
  for (const weight of [0.75, 0.8, 0.85, 0.9, 0.95]) {
    const muted = mix(text, background, weight);
    if (contrast(muted, background) >= 4.5 && contrast(muted, surface) >= 4.5) return muted;
  }
  return text;
}

/** White or near-black, whichever reads better on the colour (text on a primary-coloured button). */
export function readableTextOn(hex: string): string {
  const l = luminance(hex);
  const onWhite = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / (luminance('#111111') + 0.05);
  return onWhite >= onDark ? '#ffffff' : '#111111';
}

export function brandingVariables(branding: Partial<PublicBranding> | null): Record<string, string> {
  const color = (value: string | undefined, fallback: string) => (value && HEX_COLOR.test(value) ? value : fallback);
  const primary = color(branding?.primaryColor, DEFAULT_BRANDING.primaryColor);
  const accent = color(branding?.accentColor, DEFAULT_BRANDING.accentColor);
  const background = color(branding?.backgroundColor, DEFAULT_BRANDING.backgroundColor);
  const text = color(branding?.textColor, DEFAULT_BRANDING.textColor);
  return {
    '--color-primary': primary,
    '--color-on-primary': readableTextOn(primary),
    '--color-accent': accent,
    '--color-on-accent': readableTextOn(accent),
    '--color-bg': background,
    '--color-text': text,
    '--color-text-muted': mutedTextOn(text, background),
  };
}

/** Applies the restaurant's colours while the page shows them; null keeps what is there (a page still loading). */
export function useBranding(branding: PublicBranding | null): void {
  useEffect(() => {
    if (!branding) return;
    const style = document.documentElement.style;
    for (const [name, value] of Object.entries(brandingVariables(branding))) style.setProperty(name, value);
  }, [branding]);
}
