/** What a cart line shows under its name: the chosen options, then each left-out ingredient as "No onions". */
import type { I18n } from '../i18n/i18n-store';

export function lineDetails(t: I18n['t'], optionNames: readonly string[], removedNames: readonly string[] = []): string {
  return [...optionNames, ...removedNames.map((name) => t('withoutIngredient', { name }))].join(', ');
}
