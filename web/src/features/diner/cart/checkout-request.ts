/**
 * What the cart sends to create-payment (DESIGN.md 9.1): item ids, quantities, chosen options and left-out
 * ingredients, never prices; and the attempt id, which makes a double click or a retry one order instead of two.
 */
import type { CreatePaymentRequest, TipChoice } from '@shared/api';
import type { LanguageCode } from '@shared/languages';
import type { CartLine } from './cart-line';

export type CheckoutRequest = Omit<CreatePaymentRequest, 'attemptId'>;

export interface CheckoutInput {
  restaurantId: string;
  lines: readonly CartLine[];
  tableLabel: string;
  note: string;
  tip: TipChoice;
  lang: LanguageCode;
}

const orNull = (text: string) => text.trim() || null;

export function checkoutRequest(input: CheckoutInput): CheckoutRequest {
  return {
    restaurantId: input.restaurantId,
    items: input.lines.map((line) => ({
      itemId: line.itemId,
      qty: line.qty,
      optionIds: line.optionIds,
      comboChoices: line.comboChoices.map((c) => ({
        componentId: c.componentId,
        itemIds: c.itemIds,
        removedIngredientIds: c.removedIngredientIds ?? [],
      })),
      note: null,
      removedIngredientIds: line.removedIngredientIds ?? [],
    })),
    tableLabel: orNull(input.tableLabel),
    note: orNull(input.note),
    tip: input.tip,
    lang: input.lang,
  };
}

/**
 * One attempt id per distinct request: the same request again (double click, retry after a network error) keeps
 * its id, so the server answers with the same order and checkout; a changed cart, tip or table is a new attempt.
 */
export function createAttemptTracker(newId: () => string) {
  let current: { fingerprint: string; id: string } | null = null;
  return {
    idFor(request: CheckoutRequest): string {
      const fingerprint = JSON.stringify(request);
      if (current?.fingerprint !== fingerprint) current = { fingerprint, id: newId() };
      return current.id;
    },
    /** The attempt is over (the diner is off to pay): the next one, if any, is new. */
    end(): void {
      current = null;
    },
  };
}
