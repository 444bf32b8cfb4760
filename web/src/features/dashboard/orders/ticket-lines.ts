import type { OrderLine } from '@shared/api';

/** One chosen option or combo part under a ticket's line, with what the diner left out of that part. */
export interface TicketModifier {
  group: string;
  name: string;
  removed: string[];
}

/**
 * A combo part is stored as an option named after what was chosen, its left-out ingredients in brackets at the end
 * ('Pad Thai (No Onions, No Peanuts)', functions/lib/domain/checkout/price-cart.ts comboItemName): the kitchen reads
 * those as removals under the part, like a line's own.
 */
const COMBO_REMOVALS = /^(.+) \((No [^()]+)\)$/;

export function ticketModifiers(line: Pick<OrderLine, 'options'>): TicketModifier[] {
  return line.options.map(({ groupName, optionName }) => {
    const match = COMBO_REMOVALS.exec(optionName);
    if (!match) return { group: groupName, name: optionName, removed: [] };
    const parts = match[2]!.split(', ');
    if (!parts.every((part) => part.startsWith('No '))) return { group: groupName, name: optionName, removed: [] };
    return { group: groupName, name: match[1]!, removed: parts.map((part) => part.slice('No '.length)) };
  });
}
