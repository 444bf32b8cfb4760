/**
 * /cart/{restaurantId}?tk= (issue 28): the table's shared cart before it goes to the kitchen. Every line with who added
 * it (this phone changes its own), the rounds already sent, and "Send to kitchen": the whole cart becomes the table's
 * next round, paid by the phone that sends it (pay-first), as one order the kitchen gets as one ticket. At a table
 * that pays at the end (issue 29) the round goes on the tab instead, without a tip (given with the bill): the first
 * one once a card is saved, later ones at once; where the restaurant lets the table choose, the first sender chooses.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { PublicMenu, SessionRound, TipChoice } from '@shared/api';
import { priceOrder } from '@shared/pricing';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/toast/toast-store';
import { ApiError } from '@/lib/api-error';
import { MAX_LINE_QTY } from '../cart/cart-line';
import { lineDetails } from '../cart/line-details';
import { indexMenu } from '../cart/line-pricing';
import { OrderDetails } from '../cart/order-details';
import { OrderSummary } from '../cart/order-summary';
import { recheckPause, useOrderingPause } from '../pause/pause-slot';
import { DEFAULT_TIP, toTipChoice, type TipSelection } from '../cart/tip';
import type { CheckoutState } from '../cart/use-checkout';
import { BackArrowIcon, TrashIcon } from '../components/icons';
import { QuantityStepper } from '../components/quantity-stepper';
import type { MessageKey } from '../i18n/dictionaries/en';
import { useTableWords } from './use-table-words';
import { newUuid } from '../lib/new-uuid';
import { DinerLink } from '../navigation/diner-link';
import { dinerPaths, journeyQuery } from '../navigation/diner-paths';
import { useDinerLocation } from '../navigation/location-store';
import { takeBackRound } from './last-table';
import { sendTableRound } from './table-api';
import { TableBar } from './table-bar';
import './table.css';
import { useTableLines, useTableVisit, type TableLine } from './use-table-visit';

const ROUND_STATUS: Partial<Record<SessionRound['status'], MessageKey>> = {
  paid: 'statusPaid',
  in_progress: 'statusPreparing',
  ready: 'statusReady',
  served: 'statusServed',
};

export default function TableCartView({ menu, restaurantId, tableKey }: { menu: PublicMenu; restaurantId: string; tableKey: string }) {
  const { t, tw, money } = useTableWords();
  const id = useId();
  const { query } = useDinerLocation();
  const journey = journeyQuery(query);
  const visit = useTableVisit(restaurantId, tableKey);
  const index = useMemo(() => indexMenu(menu), [menu]);
  const without = useCallback((name: string) => t('withoutIngredient', { name }), [t]);
  const lines = useTableLines(visit.state, index, without);
  const [note, setNote] = useState('');
  const [tip, setTip] = useState<TipSelection>(DEFAULT_TIP);
  const [checkout, setCheckout] = useState<CheckoutState>({ kind: 'idle' });
  const [takingBack, setTakingBack] = useState(false);
  const [payMode, setPayMode] = useState<PayMode | null>(null);
  const [payModeError, setPayModeError] = useState(false);
  /** The round last sent straight to the kitchen (on an open tab): said on the page. */
  const [sentRound, setSentRound] = useState<number | null>(null);
  useEffect(() => {
    // Back from the payment page with this page restored as it was left ('redirecting'): ready again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setCheckout({ kind: 'idle' });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
  const attempt = useRef<{ fingerprint: string; id: string } | null>(null);
  // A pause of new orders (issue 30 item 2): a round with a paused dish waits until it ends or the dish goes.
  const { paused, slot: pauseSlot } = useOrderingPause(restaurantId, menu);
  const pausedInCart = lines.some((line) => paused(line.itemId));
  const { restaurant } = menu;
  const { state, store } = visit;
  const backHref = dinerPaths.menu(restaurantId, journey);

  const header = (
    <header className="cart-header">
      <DinerLink to={backHref} className="button button--ghost cart-header__back">
        <BackArrowIcon /> {t('backToMenu')}
      </DinerLink>
      <h1 className="page__title">{tw('tableOrderTitle')}</h1>
      <p className="muted">
        <bdi>{restaurant.name}</bdi>
      </p>
    </header>
  );

  if (state.kind === 'joining') return <Spinner fill label={tw('tableJoining')} />;
  if (checkout.kind === 'redirecting') return <Spinner fill label={t('processing')} />;
  if (state.kind !== 'in') {
    return (
      <div className="cart-page">
        {header}
        <TableBar visit={visit} />
      </div>
    );
  }

  const { view, guest } = state;
  const { tab } = view;
  const choosing = tab !== null && tab.choosable && tab.mode === null;
  const onTab = tab !== null && (tab.mode ?? payMode) === 'pay_at_end';
  const tabClosed = tab !== null && (tab.state === 'bill' || tab.state === 'paid');
  const tipChoice: TipChoice = onTab ? { kind: 'none' } : toTipChoice(tip);
  const payable = lines.filter((line) => line.available);
  const totals = priceOrder({
    lines: payable.map((line) => ({ unitPriceCents: line.unitPriceCents, qty: line.qty })),
    taxRateBps: restaurant.taxRateBps,
    taxIncluded: restaurant.taxIncluded ?? false,
    tip: tipChoice,
  });
  const sendingByOther = view.sending !== null && view.sending.guestId !== guest.id;
  const groups = groupByGuest(lines);

  async function takeBack() {
    if (takingBack || state.kind !== 'in') return;
    setTakingBack(true);
    try {
      store.accept(await takeBackRound({ guest: { sessionId: view.id, guestId: guest.id, token: guest.token }, orderId: view.sending?.orderId }));
      toast.success(tw('tableTakenBack'));
    } catch (error) {
      toast.error(error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : tw('tableChangeFailed'));
    } finally {
      setTakingBack(false);
    }
  }

  async function send() {
    if (checkout.kind === 'processing' || state.kind !== 'in') return;
    if (choosing && !payMode) {
      setPayModeError(true);
      document.getElementById(`${id}-mode-first`)?.focus();
      return;
    }
    const credentials = { sessionId: view.id, guestId: guest.id, token: guest.token };
    const mode = choosing && payMode ? { payMode } : {};
    // One attempt per cart, tip, note and way of paying as they are: a double click or a retry is the same round.
    const fingerprint = JSON.stringify([view.version, tipChoice, note.trim(), payMode]);
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, id: newUuid() };
    setCheckout({ kind: 'processing' });
    try {
      const { url } = await sendTableRound({ guest: credentials, tip: tipChoice, note: note.trim() || null, lang: menu.lang, attemptId: attempt.current.id, ...mode });
      if (url === null) {
        // On an open tab: the round went to the kitchen at once (the view with the empty cart comes over the line).
        setSentRound(view.rounds.length + 1);
        setCheckout({ kind: 'idle' });
        return;
      }
      setCheckout({ kind: 'redirecting' });
      window.location.assign(url);
    } catch (error) {
      const message = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : t('checkoutFailed');
      if (error instanceof ApiError && error.status === 409) recheckPause();
      setCheckout({ kind: 'failed', message });
      toast.error(message);
    }
  }

  return (
    <div className="cart-page">
      {header}
      <TableBar visit={visit} />
      {sentRound !== null ? (
        <p className="notice notice--success" role="status">
          {tw('tabRoundSent', { number: sentRound })}
        </p>
      ) : null}
      {view.sending?.guestId === guest.id ? (
        <section className="card stack table-cart__paying" aria-labelledby={`${id}-paying`}>
          <h2 id={`${id}-paying`} className="section-title">
            {tw('tableRoundNumber', { number: view.rounds.length + 1 })}
          </h2>
          <p>{tw('tableSendingMine')}</p>
          <button type="button" className="button button--outline" disabled={takingBack} aria-busy={takingBack || undefined} onClick={() => void takeBack()}>
            {tw('tableTakeBack')}
          </button>
        </section>
      ) : null}
      {view.rounds.length ? (
        <section className="card table-rounds" aria-labelledby={`${id}-rounds`}>
          <h2 id={`${id}-rounds`} className="section-title">
            {tw('tableRoundsTitle')}
          </h2>
          <ol className="table-rounds__list">
            {view.rounds.map((round) => (
              <li key={round.orderId} className="table-rounds__round">
                <span>
                  <strong>{tw('tableRoundNumber', { number: round.number })}</strong> · {tw('tableRoundSentBy', { name: round.sentBy })}
                </span>
                <span>
                  {round.status === 'pending_payment'
                    ? tw('tableRoundPaying')
                    : onTab && round.status === 'paid'
                      ? tw('tabRoundOnTab')
                      : ROUND_STATUS[round.status]
                        ? t(ROUND_STATUS[round.status]!)
                        : null}{' '}
                  ·{' '}
                  {money(round.totalCents, restaurant.currency)}
                </span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {lines.length === 0 ? (
        <section className="card status-card">
          <h2 className="section-title">{t('cartEmpty')}</h2>
          <p className="muted">{tw('tableCartEmptyText')}</p>
          <DinerLink to={backHref} className="button">
            {t('backToMenu')}
          </DinerLink>
        </section>
      ) : (
        <>
          <section className="card cart-lines" aria-labelledby={`${id}-lines`}>
            <h2 id={`${id}-lines`} className="section-title">
              {tw('tableNextRound', { number: view.rounds.length + 1 })}
            </h2>
            {groups.map(({ guestId, name, mine, lines: own }) => (
              <div key={guestId} className="table-cart__group">
                <h3 className="table-cart__who">{mine ? tw('tableYouNamed', { name }) : name}</h3>
                <ul className="cart-lines__list">
                  {own.map((line) => (
                    <TableCartLine key={line.id} line={line} currency={restaurant.currency} onQty={(qty) => void store.setQty(line.id, qty)} onRemove={() => void store.remove(line.id)} />
                  ))}
                </ul>
              </div>
            ))}
          </section>
          <OrderDetails note={note} onNoteChange={setNote} />
          {choosing ? (
            <PayModeChoice
              id={id}
              value={payMode}
              error={payModeError}
              onChange={(mode) => {
                setPayMode(mode);
                setPayModeError(false);
              }}
            />
          ) : null}
          {tabClosed ? (
            <p className="notice notice--warning" role="status">
              {tw('tabNoMoreRounds')}
            </p>
          ) : null}
          {sendingByOther ? (
            <p className="notice notice--warning" role="status">
              {tw('tableSendingOther', { name: view.sending!.guestName })}
            </p>
          ) : null}
          {pauseSlot(pausedInCart)}
          <OrderSummary
            totals={totals}
            currency={restaurant.currency}
            tip={tip}
            onTipChange={setTip}
            preview={false}
            chargesEnabled={restaurant.chargesEnabled}
            disabled={sendingByOther || tabClosed || pausedInCart}
            hasUnavailable={payable.length !== lines.length}
            checkout={checkout}
            onPay={() => void send()}
            payLabel={
              onTab
                ? tw(tab?.state === 'none' ? 'tabSendAndSaveCard' : 'tabSendOnTab')
                : tw('tableSendAndPay', { amount: money(totals.totalCents, restaurant.currency) })
            }
            note={onTab ? tw('tabSendNote') : tw('tableSendNote')}
            noTip={onTab}
          />
        </>
      )}
    </div>
  );
}

type PayMode = 'pay_first' | 'pay_at_end';

/** The table's way of paying, chosen by whoever sends its first round when the restaurant lets the table choose. */
function PayModeChoice({ id, value, error, onChange }: { id: string; value: PayMode | null; error: boolean; onChange(mode: PayMode): void }) {
  const { tw } = useTableWords();
  const options: { mode: PayMode; label: string; hint: string }[] = [
    { mode: 'pay_first', label: tw('tabChoosePayNow'), hint: tw('tabChoosePayNowHint') },
    { mode: 'pay_at_end', label: tw('tabChooseTab'), hint: tw('tabChooseTabHint') },
  ];
  return (
    <fieldset className="card stack table-pay-mode" aria-describedby={error ? `${id}-mode-error` : undefined}>
      <legend className="section-title">{tw('tabChooseLegend')}</legend>
      {options.map((option, i) => (
        <label key={option.mode} className="table-pay-mode__option">
          <input
            id={i === 0 ? `${id}-mode-first` : undefined}
            type="radio"
            name={`${id}-mode`}
            checked={value === option.mode}
            onChange={() => onChange(option.mode)}
          />
          <span>
            <strong>{option.label}</strong>
            <span className="muted table-pay-mode__hint">{option.hint}</span>
          </span>
        </label>
      ))}
      {error ? (
        <p className="field__error" id={`${id}-mode-error`} role="alert">
          {tw('tabChooseMissing')}
        </p>
      ) : null}
    </fieldset>
  );
}

function TableCartLine({ line, currency, onQty, onRemove }: { line: TableLine; currency: string; onQty(qty: number): void; onRemove(): void }) {
  const { t, money } = useTableWords();
  return (
    <li className={line.available ? 'cart-line' : 'cart-line cart-line--unavailable'}>
      <div className="cart-line__text">
        <span className="cart-line__name">
          <bdi>{line.name}</bdi>
        </span>
        {line.optionNames.length || line.removedNames?.length ? (
          <span className="cart-line__options">
            <bdi>{lineDetails(t, line.optionNames, line.removedNames ?? [])}</bdi>
          </span>
        ) : null}
        <span className="cart-line__unit">{t('eachPrice', { price: money(line.unitPriceCents, currency) })}</span>
        {line.available ? null : <span className="cart-line__problem">{t('unavailableItem')}</span>}
      </div>
      <div className="cart-line__controls">
        {line.mine ? (
          <QuantityStepper
            itemName={line.name}
            quantity={line.qty}
            onDecrease={() => (line.qty > 1 ? onQty(line.qty - 1) : onRemove())}
            onIncrease={() => onQty(line.qty + 1)}
            canIncrease={line.available && line.qty < MAX_LINE_QTY}
          />
        ) : (
          <span className="cart-panel__line-qty">{t('quantityTimes', { count: line.qty })}</span>
        )}
        <span className="cart-line__total">{money(line.unitPriceCents * line.qty, currency)}</span>
        {line.mine ? (
          <button type="button" className="icon-button" aria-label={t('removeItem', { item: line.name })} onClick={onRemove}>
            <TrashIcon />
          </button>
        ) : null}
      </div>
    </li>
  );
}

function groupByGuest(lines: readonly TableLine[]) {
  const groups: { guestId: string; name: string; mine: boolean; lines: TableLine[] }[] = [];
  for (const line of lines) {
    let group = groups.find((g) => g.guestId === line.guestId);
    if (!group) {
      group = { guestId: line.guestId, name: line.guestName, mine: line.mine, lines: [] };
      groups.push(group);
    }
    group.lines.push(line);
  }
  return groups;
}
