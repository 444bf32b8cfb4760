/**
 * What the sandbox's hosted checkout does for the diner: show the session, pay it (session complete, then the signed
 * checkout.session.completed event delivered to the webhook over HTTP, then back to the success URL), or cancel.
 * An open session found past its expiry is expired on the spot, with its checkout.session.expired event, the way
 * Stripe expires it on time.
 * A setup-mode session (a table's open tab, issue 29, ./saved-cards) has its page at the same path: the diner picks
 * one of Stripe's test cards and saves it (`save`, the card's number in the form field `card`), or cancels.
 */
import type { Db } from '../../db/service';
import { createSandboxSessions, currentStatus, offersDelayedMethod, type SandboxSession } from './sessions';
import { sandboxCheckoutPath, sandboxDeliveries, type SandboxSettings } from './gateway';
import { checkoutPage, messagePage, setupPage } from './page';
import type { SandboxSetupSession } from './records';
import { createSandboxSavedCards } from './saved-cards';
import type { SandboxTestCard } from './test-cards';

/**
 * pay / cancel: the diner's buttons. pay_debit: a delayed method (only on a session created with one, which the
 * product never does: TABLE_PAYMENT_METHOD_TYPES); debit_succeeded / debit_failed: what Stripe reports days later
 * for it, here at once, so the webhook's handling of async_payment_succeeded and _failed can be run end to end.
 */
export type SandboxAction = 'pay' | 'cancel' | 'pay_debit' | 'debit_succeeded' | 'debit_failed' | 'save';

export type SandboxOutcome = { kind: 'page'; status: number; html: string } | { kind: 'redirect'; location: string };

/** Stripe fills `{CHECKOUT_SESSION_ID}` into the success URL; so does the sandbox. */
export function successUrlOf(session: SandboxSession | SandboxSetupSession): string {
  return session.successUrl.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(session.sessionId));
}

const notOffered = (): SandboxOutcome => ({
  kind: 'page',
  status: 409,
  html: messagePage('Not offered', 'This checkout takes cards only.'),
});

const notFound = (): SandboxOutcome => ({
  kind: 'page',
  status: 404,
  html: messagePage('Checkout not found', 'This checkout link is not valid. Go back to the restaurant and try again.'),
});

function alreadyPaid(session: SandboxSession, status: number): SandboxOutcome {
  return {
    kind: 'page',
    status,
    html: messagePage('Already paid', 'This order has been paid.', { href: successUrlOf(session), label: 'See your order' }),
  };
}

function expired(session: SandboxSession, status: number): SandboxOutcome {
  return {
    kind: 'page',
    status,
    html: messagePage('Checkout expired', 'This checkout has expired and nothing was charged. Please order again.', {
      href: session.cancelUrl,
      label: 'Back to the restaurant',
    }),
  };
}

/** A page that only says something (./page messagePage), as an outcome. */
const said = (status: number, ...message: Parameters<typeof messagePage>): SandboxOutcome => ({ kind: 'page', status, html: messagePage(...message) });

const setupNotPayable = () => said(409, 'Nothing to pay', "This page saves a card for a table's tab: nothing is charged here.");
const notASetup = () => said(409, 'No card to save', 'This checkout takes a payment; it does not save a card.');
const backToTable = (href: string) => ({ href, label: 'Back to your table' });
const cardSaved = (session: SandboxSetupSession, status: number) =>
  said(status, 'Card saved', "A card is saved for this table's tab.", backToTable(successUrlOf(session)));
const setupExpired = (session: SandboxSetupSession, status: number) =>
  said(status, 'Page expired', 'This page has expired and no card was saved. Go back to your table and try again.', backToTable(session.cancelUrl));

export function createSandboxCheckout(settings: SandboxSettings, db: Db) {
  const sessions = createSandboxSessions(db);
  const deliveries = createSandboxRedelivery(settings, db);
  const savedCards = createSandboxSavedCards(db, deliveries);

  /** A setup-mode session as it is now; expired (with checkout.session.expired) when its time has passed. */
  async function loadSetup(sessionId: string): Promise<SandboxSetupSession | null> {
    const session = await savedCards.sessions.get(sessionId);
    if (!session || session.status !== 'open' || currentStatus(session) !== 'expired') return session;
    const marked = await savedCards.sessions.markExpired(session);
    if (!marked) return savedCards.sessions.get(sessionId);
    await deliveries.attempt(marked.delivery);
    return marked.session;
  }

  async function showSetup(sessionId: string): Promise<SandboxOutcome> {
    const session = await loadSetup(sessionId);
    if (!session) return notFound();
    if (session.status === 'complete') return cardSaved(session, 200);
    if (session.status === 'expired') return setupExpired(session, 200);
    const actionPath = (action: 'save' | 'cancel') => `${sandboxCheckoutPath(session.sessionId)}/${action}`;
    return { kind: 'page', status: 200, html: setupPage(session, actionPath) };
  }

  async function cancelSetup(sessionId: string): Promise<SandboxOutcome> {
    const session = await loadSetup(sessionId);
    if (!session) return notFound();
    if (session.status === 'complete') return cardSaved(session, 409);
    // As for a payment session, cancelling only leaves the page: the session stays open until it expires.
    return { kind: 'redirect', location: session.cancelUrl };
  }

  /** The session as it is now; expires it (and tells the webhook) when its time has passed. */
  async function load(sessionId: string): Promise<SandboxSession | null> {
    const session = await sessions.get(sessionId);
    if (!session || session.status !== 'open' || currentStatus(session) !== 'expired') return session;
    const marked = await sessions.markExpired(session);
    if (!marked) return sessions.get(sessionId);
    await deliveries.attempt(marked.delivery);
    return marked.session;
  }

  /** The debit's outcome, with its async_payment_* event; once per session. */
  async function settle(sessionId: string, outcome: 'succeeded' | 'failed'): Promise<SandboxOutcome> {
    const session = await sessions.get(sessionId);
    if (!session) return notFound();
    const settled = session.status === 'complete' && session.paymentStatus === 'unpaid' ? await sessions.settle(session, outcome) : null;
    if (!settled) {
      return { kind: 'page', status: 409, html: messagePage('Nothing to settle', 'This checkout has no bank debit waiting to settle.') };
    }
    await deliveries.attempt(settled.delivery);
    const title = outcome === 'succeeded' ? 'Debit settled' : 'Debit failed';
    return { kind: 'page', status: 200, html: messagePage(title, `The bank debit for order ${session.orderCode} ${outcome === 'succeeded' ? 'was paid' : 'failed'}.`) };
  }

  return {
    async show(sessionId: string): Promise<SandboxOutcome> {
      const session = await load(sessionId);
      if (!session) return showSetup(sessionId);
      if (session.status === 'complete') return alreadyPaid(session, 200);
      if (session.status === 'expired') return expired(session, 200);
      const actionPath = (action: SandboxAction) => `${sandboxCheckoutPath(session.sessionId)}/${action}`;
      return { kind: 'page', status: 200, html: checkoutPage(session, actionPath, offersDelayedMethod(session)) };
    },

    async pay(sessionId: string): Promise<SandboxOutcome> {
      const session = await load(sessionId);
      if (!session) return (await savedCards.sessions.get(sessionId)) ? setupNotPayable() : notFound();
      if (session.status === 'expired') return expired(session, 409);
      const paid = session.status === 'open' ? await sessions.markPaid(session) : null;
      // Not open, or a second click won the race: it is paid already (expiry was handled by load).
      if (!paid) return alreadyPaid(session, 409);
      // Delivery failing is no reason to keep the diner here: the event stays queued and is retried, and the success
      // page reconciles from the session id meanwhile.
      await deliveries.attempt(paid.delivery);
      return { kind: 'redirect', location: successUrlOf(paid.session) };
    },

    /** A bank debit started: the session completes unpaid (checkout.session.completed, payment_status unpaid). */
    async pay_debit(sessionId: string): Promise<SandboxOutcome> {
      const session = await load(sessionId);
      if (!session) return notFound();
      if (session.status === 'expired') return expired(session, 409);
      if (!offersDelayedMethod(session)) return notOffered();
      const started = session.status === 'open' ? await sessions.markAwaitingPayment(session) : null;
      if (!started) return alreadyPaid(session, 409);
      await deliveries.attempt(started.delivery);
      return { kind: 'redirect', location: successUrlOf(started.session) };
    },

    debit_succeeded: (sessionId: string) => settle(sessionId, 'succeeded'),
    debit_failed: (sessionId: string) => settle(sessionId, 'failed'),

    /**
     * The setup page's Save: the card is saved to the tab's Customer, the session completes, the signed
     * checkout.session.completed (mode setup) is delivered, and the diner goes to the success URL.
     */
    async save(sessionId: string, card: SandboxTestCard, email: string | null = null): Promise<SandboxOutcome> {
      if (await sessions.get(sessionId)) return notASetup();
      const session = await loadSetup(sessionId);
      if (!session) return notFound();
      if (session.status === 'expired') return setupExpired(session, 409);
      const saved = session.status === 'open' ? await savedCards.sessions.save(session, card, email) : null;
      if (!saved) return cardSaved(session, 409);
      await deliveries.attempt(saved.delivery);
      return { kind: 'redirect', location: successUrlOf(saved.session) };
    },

    async cancel(sessionId: string): Promise<SandboxOutcome> {
      const session = await load(sessionId);
      if (!session) return cancelSetup(sessionId);
      if (session.status === 'complete') return alreadyPaid(session, 409);
      // Like Stripe, cancelling only leaves the page: the session stays open until it expires.
      return { kind: 'redirect', location: session.cancelUrl };
    },
  };
}

export type SandboxCheckout = ReturnType<typeof createSandboxCheckout>;

/** The sandbox's redelivery loop (the local runtime runs it, as Stripe's servers would). */
export function createSandboxRedelivery(settings: SandboxSettings, db: Db) {
  return sandboxDeliveries(settings, db);
}
