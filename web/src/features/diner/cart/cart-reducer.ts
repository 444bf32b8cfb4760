/**
 * The cart's rules (SPEC.md 4): adding the same item and options again adds to its line; minus lowers by one and
 * drops the line at 0; a quantity of 0 or less removes it. Pure.
 */
import { lineKey, MAX_LINE_QTY, MAX_LINES, type CartLine } from './cart-line';

export type NewCartLine = Omit<CartLine, 'key' | 'qty'>;

export type CartAction =
  | { type: 'add'; line: NewCartLine; qty?: number }
  | { type: 'increment'; key: string }
  | { type: 'decrement'; key: string }
  | { type: 'setQuantity'; key: string; qty: number }
  | { type: 'remove'; key: string }
  | { type: 'clear' }
  /** Another tab changed the stored cart. */
  | { type: 'replace'; lines: CartLine[] };

const clamp = (qty: number) => Math.min(MAX_LINE_QTY, Math.floor(qty));

function setQuantity(lines: readonly CartLine[], key: string, qty: number): CartLine[] {
  if (qty <= 0) return lines.filter((line) => line.key !== key);
  return lines.map((line) => (line.key === key ? { ...line, qty: clamp(qty) } : line));
}

export function cartReducer(lines: readonly CartLine[], action: CartAction): CartLine[] {
  switch (action.type) {
    case 'add': {
      const qty = action.qty ?? 1;
      if (qty <= 0) return [...lines];
      const key = lineKey(action.line);
      const existing = lines.find((line) => line.key === key);
      if (existing) {
        // The menu's latest name and price win (a price changed, the language switched).
        return lines.map((line) => (line.key === key ? { ...line, ...action.line, key, qty: clamp(line.qty + qty) } : line));
      }
      if (lines.length >= MAX_LINES) return [...lines];
      return [...lines, { ...action.line, key, qty: clamp(qty) }];
    }
    case 'increment': {
      const line = lines.find((l) => l.key === action.key);
      return line ? setQuantity(lines, action.key, line.qty + 1) : [...lines];
    }
    case 'decrement': {
      const line = lines.find((l) => l.key === action.key);
      return line ? setQuantity(lines, action.key, line.qty - 1) : [...lines];
    }
    case 'setQuantity':
      return setQuantity(lines, action.key, action.qty);
    case 'remove':
      return lines.filter((line) => line.key !== action.key);
    case 'clear':
      return [];
    case 'replace':
      return [...action.lines];
  }
}
