/**
 * The dashboard's pause of new orders (issue 30 item 2), above every tab: "Pause orders" opens a small form (the whole
 * menu or some categories; 10, 20, 30 minutes or until resumed); while paused, what is paused and until when, with
 * Resume. Any staff role. The end time is the server's, shown in the restaurant's time zone.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { OrderingPause } from '@shared/ordering-pause';
import { PAUSE_MINUTES, type OrderingPauseResponse, type PauseMinutes } from '@shared/api';
import { toast } from '@/components/toast/toast-store';
import { ApiError } from '@/lib/api-error';
import { useDashboardMenu } from '../api/menu';
import { useChangeOrderingPause, useOrderingPause } from '../api/ordering-pause';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');

/** '7:40 PM' in the restaurant's zone. */
export function pauseEndText(pause: Pick<OrderingPause, 'until'>, timeZone: string): string {
  if (!pause.until) return 'until you resume';
  return `until ${new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(pause.until))}`;
}

export function pausedPartText(pause: Pick<OrderingPause, 'categoryIds' | 'categoryNames'>): string {
  return pause.categoryIds === null ? 'All orders' : pause.categoryNames.join(', ');
}

/** Reads the pause again once its time is up (by the server's clock), so the dashboard stops saying it is on. */
function useRefetchAtEnd(answer: OrderingPauseResponse | undefined, refetch: () => unknown) {
  useEffect(() => {
    if (!answer?.pause?.until) return;
    const wait = Date.parse(answer.pause.until) - Date.parse(answer.now);
    const timer = setTimeout(() => void refetch(), Math.max(wait, 0) + 1000);
    return () => clearTimeout(timer);
  }, [answer, refetch]);
}

export function OrderingPauseControl({ restaurantId }: { restaurantId: string }) {
  const status = useOrderingPause(restaurantId);
  const change = useChangeOrderingPause(restaurantId);
  const [open, setOpen] = useState(false);
  const formId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  useRefetchAtEnd(status.data, status.refetch);

  const pause = status.data?.pause ?? null;
  const timeZone = status.data?.timeZone ?? 'UTC';

  const resume = () =>
    change.mutate(
      { kind: 'resume' },
      { onSuccess: () => toast.success('Orders resumed'), onError: (error) => toast.error(`Could not resume orders: ${messageOf(error)}`) },
    );

  if (pause) {
    return (
      <div className="pause-control pause-control--on" role="status">
        <p className="pause-control__text">
          <strong>Ordering paused:</strong> {pausedPartText(pause)} {pauseEndText(pause, timeZone)}.
        </p>
        <button type="button" className="button pause-control__resume" onClick={resume} disabled={change.isPending}>
          {change.isPending ? 'Resuming...' : 'Resume orders'}
        </button>
      </div>
    );
  }
  return (
    <div className="pause-control">
      <button
        ref={toggle}
        type="button"
        className="button button--outline pause-control__toggle"
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onClick={() => setOpen((was) => !was)}
        disabled={status.isPending}
      >
        Pause orders
      </button>
      {open ? (
        <PauseForm
          id={formId}
          restaurantId={restaurantId}
          busy={change.isPending}
          onCancel={() => {
            setOpen(false);
            toggle.current?.focus();
          }}
          onPause={(minutes, categoryIds, done) =>
            change.mutate(
              { kind: 'pause', request: { minutes, ...(categoryIds ? { categoryIds } : {}) } },
              {
                onSuccess: () => {
                  setOpen(false);
                  toast.success('Orders paused');
                },
                onError: (error) => done(messageOf(error)),
              },
            )
          }
        />
      ) : null}
    </div>
  );
}

const LENGTHS: { value: string; label: string; minutes: PauseMinutes | null }[] = [
  ...PAUSE_MINUTES.map((minutes) => ({ value: String(minutes), label: `${minutes} minutes`, minutes })),
  { value: 'resume', label: 'Until I resume', minutes: null },
];

function PauseForm(props: {
  id: string;
  restaurantId: string;
  busy: boolean;
  onCancel: () => void;
  onPause: (minutes: PauseMinutes | null, categoryIds: string[] | null, failed: (message: string) => void) => void;
}) {
  const menu = useDashboardMenu(props.restaurantId);
  const [scope, setScope] = useState<'all' | 'some'>('all');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [length, setLength] = useState(LENGTHS[0]!.value);
  const [problem, setProblem] = useState<string | null>(null);
  const first = useRef<HTMLInputElement>(null);
  const errorId = `${props.id}-error`;
  useEffect(() => first.current?.focus(), []);

  const categories = menu.data?.categories ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (scope === 'some' && chosen.size === 0) {
      setProblem('Choose at least one category to pause, or pause the whole menu.');
      return;
    }
    setProblem(null);
    const minutes = LENGTHS.find((l) => l.value === length)!.minutes;
    props.onPause(minutes, scope === 'some' ? categories.filter((c) => chosen.has(c.id)).map((c) => c.id) : null, setProblem);
  };
  const toggleCategory = (id: string, on: boolean) =>
    setChosen((was) => {
      const next = new Set(was);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <form id={props.id} className="pause-form card" onSubmit={submit} aria-label="Pause new orders" aria-describedby={problem ? errorId : undefined}>
      <fieldset className="pause-form__group">
        <legend className="field__label">What to pause</legend>
        <label className="pause-form__choice">
          <input ref={first} type="radio" name={`${props.id}-scope`} checked={scope === 'all'} onChange={() => setScope('all')} /> The whole menu
        </label>
        <label className="pause-form__choice">
          <input type="radio" name={`${props.id}-scope`} checked={scope === 'some'} onChange={() => setScope('some')} /> Some categories (e.g. the kitchen's, the bar stays open)
        </label>
        {scope === 'some' ? (
          <div className="pause-form__categories" role="group" aria-label="Categories to pause">
            {menu.isPending ? <p className="muted">Loading categories...</p> : null}
            {menu.isError ? <p className="muted">Could not load the categories.</p> : null}
            {categories.map((category) => (
              <label key={category.id} className="pause-form__choice">
                <input type="checkbox" checked={chosen.has(category.id)} onChange={(event) => toggleCategory(category.id, event.target.checked)} /> {category.name}
              </label>
            ))}
          </div>
        ) : null}
      </fieldset>
      <fieldset className="pause-form__group">
        <legend className="field__label">For how long</legend>
        {LENGTHS.map((option) => (
          <label key={option.value} className="pause-form__choice">
            <input type="radio" name={`${props.id}-length`} value={option.value} checked={length === option.value} onChange={() => setLength(option.value)} /> {option.label}
          </label>
        ))}
      </fieldset>
      {problem ? (
        <p id={errorId} className="notice notice--error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="pause-form__actions">
        <button type="submit" className="button" disabled={props.busy}>
          {props.busy ? 'Pausing...' : 'Pause orders now'}
        </button>
        <button type="button" className="button button--ghost" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
