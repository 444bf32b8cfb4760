import { useId, useState, type FormEvent } from 'react';
import { ORDER_STATUSES } from '@shared/constants';
import { daysCovered, ORDER_SEARCH_MAX_DAYS } from '@shared/api';
import { PAYMENT_STATE_LABELS, PAYMENT_STATES } from '@shared/order-lifecycle';
import { ORDER_STATUS_LABELS } from '@shared/order-status';
import { NO_FILTERS, type HistoryFilters } from './history-filters-params';

interface HistoryFiltersBarProps {
  value: HistoryFilters;
  /** The range the last search covered (the server's default when none was asked for): shown in empty date fields. */
  searched: { from: string; to: string } | null;
  onApply: (filters: HistoryFilters) => void;
}

/**
 * The orders history's filters: a search by order code or table, the days (the restaurant's), status, payment state
 * and dispute. Applied together with "Search" (or Enter in any field), so a half-typed date never sends a search; a
 * range that runs backwards or is too long is told here, before any request.
 */
export function HistoryFiltersBar({ value, searched, onApply }: HistoryFiltersBarProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<{ field: 'from' | 'to'; message: string } | null>(null);
  /** The date fields changed here: until then an empty one shows the day the server searched from (or to). */
  const [touched, setTouched] = useState({ from: false, to: false });
  const set = <K extends keyof HistoryFilters>(name: K, to: HistoryFilters[K]) => setDraft((current) => ({ ...current, [name]: to }));
  const setDate = (name: 'from' | 'to', to: string) => {
    setTouched((current) => ({ ...current, [name]: true }));
    set(name, to);
  };
  const from = touched.from ? draft.from : draft.from || searched?.from || '';
  const to = touched.to ? draft.to : draft.to || searched?.to || '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const days = from && to ? daysCovered(from, to) : 1;
    if (days < 1) return setError({ field: 'to', message: '"To" must be on or after "From".' });
    if (days > ORDER_SEARCH_MAX_DAYS) return setError({ field: 'to', message: `Choose at most ${ORDER_SEARCH_MAX_DAYS} days (this range is ${days}).` });
    setError(null);
    // A date changed: search the days both fields show. Neither: leave them to the server's default (the last 7 days).
    const datesChosen = touched.from || touched.to || Boolean(draft.from || draft.to);
    onApply({ ...draft, from: datesChosen ? from : '', to: datesChosen ? to : '' });
  };
  const clear = () => {
    setError(null);
    setDraft(NO_FILTERS);
    setTouched({ from: false, to: false });
    onApply(NO_FILTERS);
  };
  const errorId = `${id}-range-error`;
  const dateProps = (field: 'from' | 'to') => ({
    'aria-invalid': error?.field === field ? true : undefined,
    'aria-describedby': error?.field === field ? errorId : undefined,
  });

  return (
    <form className="history-filters card" role="search" aria-label="Find orders" onSubmit={submit} noValidate>
      <div className="field history-filters__search">
        <label className="field__label" htmlFor={`${id}-q`}>
          Order code or table
        </label>
        <input
          id={`${id}-q`}
          className="input"
          type="search"
          value={draft.q}
          maxLength={40}
          placeholder="e.g. K7P2M or 12"
          autoComplete="off"
          onChange={(event) => set('q', event.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-from`}>
          From
        </label>
        <input id={`${id}-from`} className="input" type="date" value={from} max={to || undefined} onChange={(event) => setDate('from', event.target.value)} {...dateProps('from')} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-to`}>
          To
        </label>
        <input id={`${id}-to`} className="input" type="date" value={to} min={from || undefined} onChange={(event) => setDate('to', event.target.value)} {...dateProps('to')} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-status`}>
          Status
        </label>
        <select id={`${id}-status`} className="input" value={draft.status} onChange={(event) => set('status', event.target.value as HistoryFilters['status'])}>
          <option value="">Any</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-payment`}>
          Payment
        </label>
        <select id={`${id}-payment`} className="input" value={draft.payment} onChange={(event) => set('payment', event.target.value as HistoryFilters['payment'])}>
          <option value="">Any</option>
          {PAYMENT_STATES.map((state) => (
            <option key={state} value={state}>
              {PAYMENT_STATE_LABELS[state]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-disputed`}>
          Disputes
        </label>
        <select id={`${id}-disputed`} className="input" value={draft.disputed} onChange={(event) => set('disputed', event.target.value as HistoryFilters['disputed'])}>
          <option value="">Any</option>
          <option value="true">Disputed only</option>
          <option value="false">Not disputed</option>
        </select>
      </div>
      {error ? (
        <p id={errorId} className="field__error history-filters__error" role="alert">
          {error.message}
        </p>
      ) : null}
      <div className="history-filters__actions">
        <button type="submit" className="button">
          Search
        </button>
        <button type="button" className="button button--ghost" onClick={clear}>
          Clear filters
        </button>
      </div>
    </form>
  );
}
