/**
 * The table's bar under the menu's header (issue 28): who is at the table, the code friends need to join, the phones
 * waiting to be let in, and this phone's name; or, for a phone not yet in, how to get in. At a table that pays at
 * the end (issue 29), the tab's state in a line, "Ask for the bill" and the way to the bill.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import type { TabView } from '@shared/api';
import { GUEST_NAME_MAX, JOIN_CODE_LENGTH } from '@shared/tables';
import { toast } from '@/components/toast/toast-store';
import { DinerLink } from '../navigation/diner-link';
import { navigate, useDinerLocation } from '../navigation/location-store';
import { billPath } from './bill-path';
import { askForBill, refusal } from './table-api';
import { useTableWords } from './use-table-words';
import type { TableVisit } from './use-table-visit';

export function TableBar({ visit }: { visit: TableVisit }) {
  const { t, tw } = useTableWords();
  const { state, store } = visit;
  const id = useId();

  switch (state.kind) {
    case 'joining':
      return (
        <section className="table-bar" aria-busy="true">
          <p role="status">{tw('tableJoining')}</p>
        </section>
      );
    case 'failed':
      return (
        <section className="table-bar table-bar--problem" role="alert">
          <p className="notice__title">{tw('tableFailedTitle')}</p>
          <p>{state.message}</p>
          <button type="button" className="button button--small" onClick={() => store.join()}>
            {t('tryAgain')}
          </button>
        </section>
      );
    case 'invalid':
      return (
        <section className="table-bar table-bar--problem" role="note" aria-labelledby={`${id}-title`}>
          <p className="notice__title" id={`${id}-title`}>
            {tw('tableCardInvalidTitle')}
          </p>
          <p>{state.message}</p>
          <p className="muted">{tw('tableCardInvalidAlone')}</p>
        </section>
      );
    case 'ended':
      return (
        <section className="table-bar" aria-labelledby={`${id}-title`}>
          <h2 className="table-bar__title" id={`${id}-title`}>
            {tw('tableEndedTitle')}
          </h2>
          <p>{tw('tableEndedText')}</p>
          <button type="button" className="button button--small" onClick={() => store.join()}>
            {tw('tableStartNew')}
          </button>
        </section>
      );
    case 'waiting':
      return <WaitingGate visit={visit} />;
    case 'in':
      return <AtTheTable visit={visit} />;
  }
}

/** A phone asking to join a visit that has orders: the code from a phone at the table, or being let in. */
function WaitingGate({ visit }: { visit: TableVisit }) {
  const { tw } = useTableWords();
  const id = useId();
  const [code, setCode] = useState('');
  const state = visit.state;
  if (state.kind !== 'waiting') return null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const digits = code.replace(/\D/g, '');
    if (digits.length === JOIN_CODE_LENGTH) void visit.store.enterCode(digits);
  }

  return (
    <section className="table-bar table-bar--waiting" aria-labelledby={`${id}-title`}>
      <h2 className="table-bar__title" id={`${id}-title`}>
        {tw('tableWaitingTitle', { table: state.table.name })}
      </h2>
      <p>{tw('tableWaitingText')}</p>
      <form className="table-bar__code" onSubmit={submit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-code`}>
            {tw('tableJoinCodeLabel')}
          </label>
          <input
            id={`${id}-code`}
            className="input table-bar__code-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={JOIN_CODE_LENGTH + 2}
            value={code}
            aria-invalid={state.codeError ? true : undefined}
            aria-describedby={state.codeError ? `${id}-code-error` : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
        </div>
        <button type="submit" className="button button--small" disabled={state.checking || code.replace(/\D/g, '').length !== JOIN_CODE_LENGTH} aria-busy={state.checking || undefined}>
          {tw('tableJoinButton')}
        </button>
      </form>
      {state.codeError ? (
        <p className="field__error" id={`${id}-code-error`} role="alert">
          {state.codeError}
        </p>
      ) : null}
      <p className="muted" role="status">
        {tw('tableWaitingForParty', { name: state.guest.name })}
      </p>
    </section>
  );
}

/** In the visit: who is here, the code for friends, phones waiting, and this phone's name. */
function AtTheTable({ visit }: { visit: TableVisit }) {
  const { tw } = useTableWords();
  const id = useId();
  const state = visit.state;
  const [name, setName] = useState<string | null>(null);
  const more = useRef<HTMLDetailsElement>(null);
  if (state.kind !== 'in') return null;
  const { view, guest } = state;
  const inside = view.guests.filter((g) => g.state === 'in');
  const waiting = view.guests.filter((g) => g.state === 'waiting');
  const names = inside.map((g) => (g.id === guest.id ? tw('tableYouNamed', { name: g.name }) : g.name));

  function rename(event: FormEvent) {
    event.preventDefault();
    const next = (name ?? guest.name).trim();
    if (next && next !== guest.name) void visit.store.rename(next);
    setName(null);
    if (more.current) more.current.open = false;
  }

  return (
    <section className="table-bar" aria-labelledby={`${id}-title`}>
      <div className="table-bar__head">
        <h2 className="table-bar__title" id={`${id}-title`}>
          {tw('tableTogether', { table: view.table.name })}
        </h2>
        <p className="table-bar__code-shown">
          {tw('tableJoinCodeShown')} <strong className="table-bar__join-code" data-testid="join-code">{view.joinCode}</strong>
        </p>
      </div>
      <p className="table-bar__people" data-testid="table-people">
        {names.join(' · ')}
      </p>
      {view.sending ? (
        <p className="table-bar__sending" role="status">
          {view.sending.guestId === guest.id ? tw('tableSendingMine') : tw('tableSendingOther', { name: view.sending.guestName })}
        </p>
      ) : null}
      {view.tab && view.tab.state !== 'none' ? <TabLine visit={visit} tab={view.tab} /> : null}
      {waiting.length ? <p className="table-bar__hint">{tw('tableLetInHint')}</p> : null}
      {waiting.length ? (
        <ul className="table-bar__waiting" aria-label={tw('tableWaitingList')}>
          {waiting.map((g) => (
            <li key={g.id}>
              <span>{tw('tableWantsToJoin', { name: g.name })}</span>
              <button type="button" className="button button--small" onClick={() => void visit.store.letIn(g.id)}>
                {tw('tableLetIn', { name: g.name })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <details className="table-bar__more" ref={more}>
        <summary>{tw('tableYourName')}</summary>
        <form className="table-bar__name" onSubmit={rename}>
          <label className="visually-hidden" htmlFor={`${id}-name`}>
            {tw('tableYourName')}
          </label>
          <input
            id={`${id}-name`}
            className="input"
            maxLength={GUEST_NAME_MAX}
            autoComplete="given-name"
            value={name ?? guest.name}
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className="button button--small button--outline">
            {tw('tableSaveName')}
          </button>
        </form>
      </details>
    </section>
  );
}

/** The tab's state in a line (issue 29), with "Ask for the bill" once a round is on it and the way to the bill. */
function TabLine({ visit, tab }: { visit: TableVisit; tab: TabView }) {
  const { tw, money, time } = useTableWords();
  const { query } = useDinerLocation();
  const [asking, setAsking] = useState(false);
  const state = visit.state;
  if (state.kind !== 'in') return null;
  const { view } = state;
  const billHref = billPath(view.restaurantId, { lang: query.get('lang'), tk: query.get('tk') });
  const holder = tab.holder ? (tab.holder.guestId === state.guest.id ? tw('tableYouNamed', { name: tab.holder.guestName }) : tab.holder.guestName) : '';

  async function ask() {
    const guest = visit.store.credentials();
    if (asking || !guest) return;
    setAsking(true);
    try {
      visit.store.accept(await askForBill({ guest, split: { kind: 'whole' } }));
      navigate(billHref);
    } catch (error) {
      toast.error(refusal(error, tw('tableChangeFailed')));
      setAsking(false);
    }
  }

  let line: string;
  if (tab.state === 'securing') line = tw('tabSecuring', { name: holder });
  else if (tab.state === 'open') line = tab.cardLabel ? tw('tabOpenCard', { card: tab.cardLabel, name: holder }) : tw('tabOpen');
  else if (tab.state === 'bill') line = tw('tabBillAsked', { total: money(tab.billCents, tab.currency), paid: money(tab.paidCents, tab.currency) });
  else line = tw('tabPaid');

  return (
    <div className="table-bar__tab" data-testid="tab-state">
      <p role="status">
        <strong>{line}</strong>
        {tab.state === 'open' && tab.chargeAt ? <span className="table-bar__tab-charge"> {tw('tabChargeAt', { time: time(tab.chargeAt) })}</span> : null}
      </p>
      {tab.state === 'open' && view.rounds.length > 0 ? (
        <button type="button" className="button button--small" disabled={asking} aria-busy={asking || undefined} onClick={() => void ask()}>
          {tw('tabAskForBill')}
        </button>
      ) : null}
      {tab.state === 'bill' || tab.state === 'paid' ? (
        <DinerLink to={billHref} className="button button--small button--outline">
          {tw('tabSeeBill')}
        </DinerLink>
      ) : null}
    </div>
  );
}
