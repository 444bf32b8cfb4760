import { describe, expect, it } from 'vitest';
import { fitTranslation } from '../../../shared/menu-translations';

describe('fitTranslation (a machine text fitted into a translation field)', () => {
  it('keeps a text that fits, trimmed', () => {
    expect(fitTranslation('  Tomate y albahaca ', 200)).toBe('Tomate y albahaca');
    expect(fitTranslation('x'.repeat(200), 200)).toBe('x'.repeat(200));
  });

  it('cuts a longer one at the last word boundary, with an ellipsis, within the limit', () => {
    const text = 'Pan de masa madre con tomate rallado y aceite de oliva virgen extra';
    const fitted = fitTranslation(text, 30);
    expect(fitted).toBe('Pan de masa madre con tomate…');
    expect(fitted.length).toBeLessThanOrEqual(30);
  });

  it('cuts mid-word only when one word is longer than half the room', () => {
    expect(fitTranslation('Donaudampfschifffahrtsgesellschaftskapitän', 12)).toBe('Donaudampfs…');
  });
});
