/**
 * Stripe's test cards the sandbox's setup page offers (issue 29, a table's open tab). The diner (or a test) picks one by
 * its number, posted as the form field `card`; the saved PaymentMethod remembers it, and an off-session charge of it
 * answers as Stripe's would for that card:
 *   4242 4242 4242 4242  Visa: off-session charges succeed.
 *   4000 0027 6000 3184  asks for authentication on every charge: off-session, requires_action / authentication_required.
 *   4000 0000 0000 0341  saves fine; charges are declined: requires_payment_method / card_declined (generic_decline).
 */
export interface SandboxTestCard {
  number: string;
  brand: 'visa';
  last4: string;
  /** What the page says about it. */
  description: string;
  /** An off-session charge's outcome: null succeeds, otherwise Stripe's card error. */
  refusal: { status: 'requires_action' | 'requires_payment_method'; code: string; declineCode: string | null; message: string } | null;
}

export const SANDBOX_TEST_CARDS: readonly SandboxTestCard[] = [
  {
    number: '4242424242424242',
    brand: 'visa',
    last4: '4242',
    description: 'Later charges succeed',
    refusal: null,
  },
  {
    number: '4000002760003184',
    brand: 'visa',
    last4: '3184',
    description: 'Asks for authentication: a later charge without the diner is refused (authentication_required)',
    refusal: {
      status: 'requires_action',
      code: 'authentication_required',
      declineCode: 'authentication_required',
      message: 'Your card was declined. This transaction requires authentication.',
    },
  },
  {
    number: '4000000000000341',
    brand: 'visa',
    last4: '0341',
    description: 'Saves fine, later charges are declined (card_declined)',
    refusal: { status: 'requires_payment_method', code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
  },
];

export const DEFAULT_SANDBOX_TEST_CARD = SANDBOX_TEST_CARDS[0]!;

export const sandboxTestCard = (number: string): SandboxTestCard | null => SANDBOX_TEST_CARDS.find((card) => card.number === number) ?? null;

/** '4242424242424242' -> '4242 4242 4242 4242'. */
export const spacedCardNumber = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');
