/**
 * The table's bill (issue 29) as every phone at the table sees it, live: its lines by round, the total, how much is
 * paid, being paid and left, and how it is split. Whole: one payment. Evenly: N shares (shared/split.ts, the odd cents
 * to the first shares), each paid on its own; one being paid by someone who left can be taken over. By items: each
 * says what they had (a line had by several is divided between them) and pays their part. Custom: any amount up to
 * what is left. Each payment has its own tip (./bill-pay.tsx).
 */
import { useId, useState, type FormEvent } from 'react';
import type { BillSplit, GuestCredentials, TabPayment, TabView } from '@shared/api';
import { toast } from '@/components/toast/toast-store';
import { BillPay, type Paying } from './bill-pay';
import { BillTotals } from './bill-totals';
import { amountShare, evenShares, itemsShareOf, linesByRound, splitLocked, typedCents } from './bill-shares';
import ReceiptForm from '../order/receipt-form';
import { askForBill, claimBillLine, refusal, sendTableReceipt } from './table-api';
import { TableBar } from './table-bar';
import type { TableVisit } from './use-table-visit';
import { useTableWords } from './use-table-words';

/** Back from a share's payment page (./bill-page.tsx). */
export interface Returned {
  kind: 'paid' | 'canceled';
  paymentId: string;
  /** Calling the payment off failed: the server's words. */
  error: string | null;
}


export function BillView({ visit, returned }: { visit: TableVisit; returned: Returned | null }) {
  const { tw } = useTableWords();
  const id = useId();
  const [paying, setPaying] = useState<Paying | null>(null);
  const [asking, setAsking] = useState(false);
  const { state, store } = visit;
  if (state.kind !== 'in') return <TableBar visit={visit} />;
  const { view, guest } = state;
  const tab = view.tab;
  const names = new Map(view.guests.map((g) => [g.id, g.id === guest.id ? tw('billYou') : g.name]));

  if (!tab) {
    return (
      <section className="card status-card">
        <p>{tw('billNoTab')}</p>
      </section>
    );
  }

  async function ask() {
    const credentials = store.credentials();
    if (asking || !credentials) return;
    setAsking(true);
    try {
      store.accept(await askForBill({ guest: credentials, split: { kind: 'whole' } }));
    } catch (error) {
      toast.error(refusal(error, tw('tableChangeFailed')));
    } finally {
      setAsking(false);
    }
  }

  const notice = returned ? <ReturnNotice returned={returned} tab={tab} /> : null;

  if (tab.state !== 'bill' && tab.state !== 'paid') {
    return (
      <>
        {notice}
        <TableBar visit={visit} />
        <section className="card stack status-card">
          <p>{tw('billNotAsked')}</p>
          {tab.state === 'open' && view.rounds.length > 0 ? (
            <button type="button" className="button" disabled={asking} aria-busy={asking || undefined} onClick={() => void ask()}>
              {tw('tabAskForBill')}
            </button>
          ) : null}
        </section>
      </>
    );
  }

  if (paying) {
    return <BillPay tab={tab} paying={paying} guest={store.credentials()} onBack={() => setPaying(null)} />;
  }

  return (
    <>
      {notice}
      <BillLines tab={tab} />
      <BillProgress tab={tab} />
      {tab.state === 'paid' ? (
        <PaidSummary tab={tab} names={names} />
      ) : (
        <>
          <SplitChooser tab={tab} visit={visit} />
          <section className="card stack bill-shares" aria-labelledby={`${id}-shares`}>
            <h2 id={`${id}-shares`} className="section-title">
              {tw('billYourPayment')}
            </h2>
            <SplitPanel tab={tab} guestId={guest.id} names={names} visit={visit} onPay={setPaying} />
          </section>
          {tab.payments.length ? <PaymentList tab={tab} names={names} title={tw('billPaymentsTitle')} /> : null}
        </>
      )}
      <MyReceipts tab={tab} guest={store.credentials()} />
    </>
  );
}

/**
 * "Email me a receipt" for each of this phone's paid payments (issue 29 item 4): what that payment paid, mailed to the
 * address given. The card holder's automatic charge is theirs too.
 */
function MyReceipts({ tab, guest }: { tab: TabView; guest: GuestCredentials | null }) {
  const { tw, money, lang } = useTableWords();
  if (!guest) return null;
  const mine = tab.payments.filter((p) => p.state === 'paid' && (p.guestId === guest.guestId || (p.kind === 'auto' && tab.holder?.guestId === guest.guestId)));
  return mine.map((payment) => (
    <div key={payment.id} className="card" data-testid="bill-receipt">
      <ReceiptForm
        hint={tw('billReceiptHint', { amount: money(payment.billCents + payment.tipCents, tab.currency) })}
        send={(email) => sendTableReceipt({ guest, paymentId: payment.id, email, lang })}
      />
    </div>
  ));
}

function ReturnNotice({ returned, tab }: { returned: Returned; tab: TabView }) {
  const { tw } = useTableWords();
  if (returned.error) {
    return (
      <p className="notice notice--error" role="alert">
        {returned.error}
      </p>
    );
  }
  if (returned.kind === 'canceled') {
    return (
      <p className="notice notice--warning" role="status">
        {tw('billPayCanceled')}
      </p>
    );
  }
  const paid = tab.payments.find((p) => p.id === returned.paymentId)?.state === 'paid' || tab.state === 'paid';
  return (
    <p className={paid ? 'notice notice--success' : 'notice notice--warning'} role="status">
      {paid ? tw('billYouPaid') : tw('billConfirming')}
    </p>
  );
}

/** The bill's lines by round, the items, the tax (added, or in the prices) and the total. */
function BillLines({ tab }: { tab: TabView }) {
  const { t, tw, money } = useTableWords();
  const id = useId();
  return (
    <section className="card bill-lines" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {tw('billTitle')}
      </h2>
      {linesByRound(tab.lines).map(({ round, lines }) => (
        <div key={round} className="bill-lines__round">
          <h3 className="table-cart__who">{tw('tableRoundNumber', { number: round })}</h3>
          <ul className="bill-lines__list">
            {lines.map((line) => (
              <li key={line.id} className="bill-line">
                <span className="bill-line__qty">{t('quantityTimes', { count: line.qty })}</span>
                <span className="bill-line__name">
                  <bdi>{line.name}</bdi>
                </span>
                <span className="bill-line__amount">{money(line.itemsCents, tab.currency)}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <BillTotals
        currency={tab.currency}
        rows={[
          { label: tw('billItems'), cents: tab.subtotalCents, testId: 'bill-items' },
          { label: tab.taxIncluded ? tw('billTaxIncluded') : t('tax'), cents: tab.taxCents, testId: 'bill-tax' },
          { label: t('total'), cents: tab.billCents, testId: 'bill-total' },
        ]}
      />
    </section>
  );
}

/** How much of the bill is paid, being paid and left, filling as the others pay. */
function BillProgress({ tab }: { tab: TabView }) {
  const { tw, money } = useTableWords();
  const part = (cents: number) => (tab.billCents > 0 ? `${(cents / tab.billCents) * 100}%` : '0%');
  return (
    <section className="card stack bill-progress" aria-label={tw('billProgressLabel')}>
      <div className="bill-progress__bar" aria-hidden="true">
        <span className="bill-progress__paid" style={{ width: part(tab.paidCents) }} />
        <span className="bill-progress__paying" style={{ width: part(tab.payingCents) }} />
      </div>
      <p role="status" data-testid="bill-progress">
        {tw('billProgress', {
          paid: money(tab.paidCents, tab.currency),
          paying: money(tab.payingCents, tab.currency),
          left: money(tab.leftCents, tab.currency),
        })}
      </p>
    </section>
  );
}

const SPLIT_KINDS = ['whole', 'even', 'items', 'amounts'] as const;
type SplitKind = (typeof SPLIT_KINDS)[number];
const SPLIT_WORDS = { whole: 'billSplitWhole', even: 'billSplitEven', items: 'billSplitItems', amounts: 'billSplitAmounts' } as const;
const MIN_WAYS = 2;
const MAX_WAYS = 20;

/** Pay it all · Split evenly · By items · Custom amount: the table's choice, fixed once a share is paid or being paid. */
function SplitChooser({ tab, visit }: { tab: TabView; visit: TableVisit }) {
  const { tw } = useTableWords();
  const id = useId();
  const [busy, setBusy] = useState(false);
  /** The way just chosen, shown at once while the server takes it. */
  const [chosen, setChosen] = useState<SplitKind | null>(null);
  const locked = splitLocked(tab);
  const ways = tab.split?.kind === 'even' ? tab.split.ways : MIN_WAYS;

  async function choose(split: BillSplit) {
    const guest = visit.store.credentials();
    if (busy || !guest) return;
    setBusy(true);
    setChosen(split.kind);
    try {
      visit.store.accept(await askForBill({ guest, split }));
    } catch (error) {
      toast.error(refusal(error, tw('tableChangeFailed')));
    } finally {
      setBusy(false);
      setChosen(null);
    }
  }
  const splitOf = (kind: SplitKind): BillSplit => (kind === 'even' ? { kind, ways } : { kind });

  return (
    <fieldset className="card stack bill-split" disabled={locked} aria-busy={busy || undefined} aria-describedby={locked ? `${id}-locked` : undefined}>
      <legend className="section-title">{tw('billSplitLegend')}</legend>
      <div className="tip-chooser__options bill-split__options">
        {SPLIT_KINDS.map((kind) => (
          <label key={kind} className="tip-chooser__option">
            <input type="radio" name={`${id}-split`} checked={(chosen ?? tab.split?.kind) === kind} disabled={locked} onChange={() => void choose(splitOf(kind))} />
            <span>{tw(SPLIT_WORDS[kind])}</span>
          </label>
        ))}
      </div>
      {tab.split?.kind === 'even' ? (
        <div className="bill-split__ways" role="group" aria-label={tw('billWaysLabel')}>
          <button
            type="button"
            className="icon-button bill-split__step"
            aria-label={tw('billWaysFewer')}
            disabled={locked || ways <= MIN_WAYS}
            onClick={() => void choose({ kind: 'even', ways: ways - 1 })}
          >
            −
          </button>
          <span className="bill-split__count" aria-live="polite">
            {tw('billWaysCount', { count: ways })}
          </span>
          <button
            type="button"
            className="icon-button bill-split__step"
            aria-label={tw('billWaysMore')}
            disabled={locked || ways >= MAX_WAYS}
            onClick={() => void choose({ kind: 'even', ways: ways + 1 })}
          >
            +
          </button>
        </div>
      ) : null}
      {locked ? (
        <p className="muted" id={`${id}-locked`}>
          {tw('billSplitLocked')}
        </p>
      ) : null}
    </fieldset>
  );
}

interface PanelProps {
  tab: TabView;
  guestId: string;
  names: ReadonlyMap<string, string>;
  visit: TableVisit;
  onPay(paying: Paying): void;
}

function SplitPanel(props: PanelProps) {
  const { tw } = useTableWords();
  switch (props.tab.split?.kind) {
    case 'even':
      return <EvenShares {...props} />;
    case 'items':
      return <ItemShares {...props} />;
    case 'amounts':
      return <AmountShare {...props} />;
    case 'whole':
      return <WholeShare {...props} />;
    default:
      return <p className="muted">{tw('billChooseSplit')}</p>;
  }
}

/** Who has a share: "paid by Ana", "being paid by Ben", or open. */
function payerWords(payment: TabPayment | null | undefined, names: ReadonlyMap<string, string>, tw: ReturnType<typeof useTableWords>['tw']) {
  if (!payment) return tw('billShareOpen');
  const name = (payment.guestId && names.get(payment.guestId)) || payment.guestName;
  return payment.state === 'paid' ? tw('billPaidBy', { name }) : tw('billPayingBy', { name });
}

/** The share's button: pay it, take it over from someone who started and left, or nothing once paid. */
function ShareAction({ payment, guestId, label, onPay }: { payment: TabPayment | null | undefined; guestId: string; label: string; onPay(takeOver: boolean): void }) {
  const { tw } = useTableWords();
  if (payment?.state === 'paid') return null;
  const other = payment && payment.guestId !== guestId;
  return (
    <button type="button" className={other ? 'button button--small button--outline' : 'button button--small'} onClick={() => onPay(Boolean(other))}>
      {other ? tw('billTakeOver') : label}
    </button>
  );
}

function WholeShare({ tab, guestId, names, onPay }: PanelProps) {
  const { t, tw, money } = useTableWords();
  const payment = tab.payments.find((p) => p.kind === 'whole');
  const amount = money(tab.billCents, tab.currency);
  return (
    <div className="bill-share">
      <p>
        {amount} · {payerWords(payment, names, tw)}
      </p>
      <ShareAction
        payment={payment}
        guestId={guestId}
        label={t('payAmount', { amount })}
        onPay={(takeOver) => onPay({ share: { kind: 'whole' }, billCents: tab.billCents, itemsCents: tab.subtotalCents, takeOver })}
      />
    </div>
  );
}

function EvenShares({ tab, guestId, names, onPay }: PanelProps) {
  const { tw, money } = useTableWords();
  const ways = tab.split?.kind === 'even' ? tab.split.ways : MIN_WAYS;
  return (
    <>
      <ol className="bill-shares__list">
        {evenShares(tab, ways).map((share) => (
          <li key={share.index} className="bill-share" data-testid={`even-share-${share.index + 1}`}>
            <span>
              <strong>{tw('billShareNumber', { number: share.index + 1 })}</strong> · <span className="bill-share__amount">{money(share.billCents, tab.currency)}</span> ·{' '}
              {payerWords(share.payment, names, tw)}
            </span>
            <ShareAction
              payment={share.payment}
              guestId={guestId}
              label={tw('billPayThisShare')}
              onPay={(takeOver) =>
                onPay({ share: { kind: 'even', index: share.index }, billCents: share.billCents, itemsCents: share.subtotalCents, takeOver })
              }
            />
          </li>
        ))}
      </ol>
      <p className="muted">{tw('billRounding')}</p>
    </>
  );
}

function ItemShares({ tab, guestId, names, visit, onPay }: PanelProps) {
  const { tw, money } = useTableWords();
  const id = useId();
  const [claiming, setClaiming] = useState<string | null>(null);
  const mine = itemsShareOf(tab, guestId);
  const payment = tab.payments.find((p) => p.kind === 'items' && p.guestId === guestId);
  const nameList = (ids: readonly string[]) => ids.map((g) => names.get(g) ?? '?').join(', ');

  async function claim(lineId: string, on: boolean) {
    const guest = visit.store.credentials();
    if (claiming || !guest) return;
    setClaiming(lineId);
    try {
      visit.store.accept(await claimBillLine({ guest, lineId, claim: on }));
    } catch (error) {
      toast.error(refusal(error, tw('tableChangeFailed')));
    } finally {
      setClaiming(null);
    }
  }

  return (
    <>
      <ul className="bill-shares__list">
        {mine.parts.map(({ line, billCents, mine: had }) => {
          let who: string;
          if (line.claimedBy.length === 0) who = tw('billNotClaimed');
          else if (had) who = tw('billSharedBy', { names: nameList(line.claimedBy), amount: money(billCents, tab.currency) });
          else who = tw('billClaimedBy', { names: nameList(line.claimedBy) });
          return (
            <li key={line.id} className={line.locked ? 'bill-share bill-share--locked' : 'bill-share'} data-testid={`item-${line.id}`}>
              <span className="bill-share__text">
                <span>
                  {line.qty > 1 ? `${line.qty} × ` : ''}
                  <bdi>{line.name}</bdi> · {money(line.itemsCents + line.taxCents, tab.currency)}
                </span>
                <span className={line.claimedBy.length ? 'muted' : 'bill-share__unclaimed'}>{line.locked ? `${tw('billLinePaid')} · ${who}` : who}</span>
              </span>
              <label className="bill-share__claim">
                <input
                  type="checkbox"
                  checked={had}
                  disabled={line.locked || claiming !== null}
                  aria-label={`${tw('billIHadThis')}: ${line.name}`}
                  onChange={(event) => void claim(line.id, event.target.checked)}
                />
                {tw('billIHadThis')}
              </label>
            </li>
          );
        })}
      </ul>
      <div className="bill-share bill-share--mine" aria-labelledby={`${id}-mine`}>
        <p id={`${id}-mine`}>
          <strong data-testid="items-my-share">{tw('billYourShare', { amount: money(mine.billCents, tab.currency) })}</strong>
          {payment ? <span className="muted"> · {payerWords(payment, names, tw)}</span> : null}
        </p>
        {payment?.state === 'paid' ? null : (
          <button
            type="button"
            className="button button--small"
            disabled={mine.billCents === 0}
            onClick={() => onPay({ share: { kind: 'items' }, billCents: mine.billCents, itemsCents: mine.subtotalCents, takeOver: false })}
          >
            {tw('billPayMyItems')}
          </button>
        )}
      </div>
      {mine.billCents === 0 ? <p className="muted">{tw('billClaimHint')}</p> : null}
    </>
  );
}

function AmountShare({ tab, onPay }: PanelProps) {
  const { tw, money } = useTableWords();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const left = money(tab.leftCents, tab.currency);

  function submit(event: FormEvent) {
    event.preventDefault();
    const cents = typedCents(text);
    if (cents === null) return setError(tw('billAmountInvalid'));
    if (cents > tab.leftCents) return setError(tw('billAmountTooMuch', { amount: left }));
    setError(null);
    const share = amountShare(tab, cents);
    onPay({ share: { kind: 'amount', cents }, billCents: share.billCents, itemsCents: share.subtotalCents, takeOver: false });
  }

  return (
    <form className="stack bill-amount" onSubmit={submit} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-amount`}>
          {tw('billAmountLabel')}
        </label>
        <input
          id={`${id}-amount`}
          className="input"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          onChange={(event) => setText(event.target.value)}
        />
        <p className="muted" id={`${id}-hint`}>
          {tw('billAmountHint', { amount: left })}
        </p>
        {error ? (
          <p className="field__error" id={`${id}-error`} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button" disabled={tab.leftCents <= 0}>
        {tw('billPay')}
      </button>
    </form>
  );
}

/** The payments of the bill: who, what, the tip, and whether it went through. */
function PaymentList({ tab, names, title }: { tab: TabView; names: ReadonlyMap<string, string>; title: string }) {
  const { tw, money } = useTableWords();
  const id = useId();
  return (
    <section className="card bill-payments" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {title}
      </h2>
      <ul className="bill-shares__list">
        {tab.payments.map((payment) => (
          <li key={payment.id} className="bill-share" data-testid="bill-payment">
            <span>
              <strong>{payment.kind === 'auto' ? tw('billAutoCharge') : (payment.guestId && names.get(payment.guestId)) || payment.guestName}</strong> ·{' '}
              {money(payment.billCents, tab.currency)}
              {payment.tipCents > 0 ? ` + ${tw('billTipOf', { tip: money(payment.tipCents, tab.currency) })}` : ''}
            </span>
            <span className="muted">{payment.state === 'paid' ? tw('billPaymentPaid') : tw('billPaymentPaying')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PaidSummary({ tab, names }: { tab: TabView; names: ReadonlyMap<string, string> }) {
  const { tw, money } = useTableWords();
  const tips = tab.payments.reduce((sum, p) => sum + p.tipCents, 0);
  return (
    <>
      <section className="card stack status-card bill-paid" role="status">
        <h2 className="section-title">{tw('billPaidTitle')}</h2>
        <p>{tw('billPaidText', { total: money(tab.billCents + tips, tab.currency), tips: money(tips, tab.currency) })}</p>
      </section>
      <PaymentList tab={tab} names={names} title={tw('billPaymentsTitle')} />
    </>
  );
}
