/**
 * The cart in local storage, one key per restaurant (SPEC.md 3), removed when the cart is empty. Reading is
 * forgiving: a damaged or outdated value loses its bad lines, never the page.
 */
import { lineKey, MAX_LINE_QTY, MAX_LINES, type CartLine, type ComboChoice } from './cart-line';

export function cartStorageKey(restaurantId: string): string {
  return `tabletap.cart.${restaurantId}`;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);

function isComboChoice(value: unknown): value is ComboChoice {
  const choice = value as Partial<ComboChoice> | null;
  return (
    typeof choice === 'object' &&
    choice !== null &&
    isString(choice.componentId) &&
    isStringArray(choice.itemIds) &&
    // Carts stored before a combo's items could be customized have none: nothing left out.
    (choice.removedIngredientIds === undefined || isStringArray(choice.removedIngredientIds))
  );
}

function toLine(value: unknown): CartLine | null {
  if (typeof value !== 'object' || value === null) return null;
  const line = value as Partial<CartLine>;
  const comboChoices = line.comboChoices ?? [];
  const valid =
    isString(line.itemId) &&
    isString(line.name) &&
    isStringArray(line.optionIds) &&
    Array.isArray(comboChoices) &&
    comboChoices.every(isComboChoice) &&
    (line.removedIngredientIds === undefined || isStringArray(line.removedIngredientIds)) &&
    Number.isInteger(line.unitPriceCents) &&
    Number.isInteger(line.qty) &&
    line.qty! > 0;
  if (!valid) return null;
  // Carts stored before ingredients could be left out have no removedIngredientIds: none left out (and a line that
  // leaves nothing out carries neither field, as the cart made it).
  const removed = line.removedIngredientIds ?? [];
  const choice = {
    itemId: line.itemId!,
    optionIds: line.optionIds!,
    comboChoices,
    ...(removed.length > 0 ? { removedIngredientIds: removed } : {}),
  };
  return {
    ...choice,
    // Recomputed rather than trusted, so two stored lines for the same choice merge below.
    key: lineKey(choice),
    name: line.name!,
    optionNames: isStringArray(line.optionNames) ? line.optionNames : [],
    ...(removed.length > 0 ? { removedNames: isStringArray(line.removedNames) ? line.removedNames : [] } : {}),
    unitPriceCents: line.unitPriceCents!,
    qty: Math.min(MAX_LINE_QTY, line.qty!),
  };
}

export function parseStoredCart(text: string | null): CartLine[] {
  if (!text) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return [];
  }
  const rawLines = (stored as { lines?: unknown } | null)?.lines;
  if (!Array.isArray(rawLines)) return [];
  const lines: CartLine[] = [];
  for (const line of rawLines.map(toLine)) {
    if (!line || lines.some((l) => l.key === line.key)) continue;
    lines.push(line);
  }
  return lines.slice(0, MAX_LINES);
}

/** The stored value, or null when the cart is empty (the key is removed then). */
export function serializeCart(lines: readonly CartLine[]): string | null {
  return lines.length === 0 ? null : JSON.stringify({ version: 1, lines });
}
