import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Restaurant, Table } from '@shared/api';
import { TABLE_LIST_HINT, TABLE_LABEL_MAX } from '@shared/table-list';
import { MAX_TABLES, TABLE_SEATS_MAX, TABLE_SECTION_MAX } from '@shared/tables';
import { toast } from '@/components/toast/toast-store';
import { ApiError } from '@/lib/api';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useBranding } from '@/lib/restaurants/branding';
import type { Paper } from './card-layout';
import { downloadCardsPdf } from './downloads';
import { PDF_FAILED_MESSAGE, defaultPaper } from './print-cards-form';
import { acknowledgeReprint, readAcknowledged, reprintMessage, reprintSince } from './reprint-notice';
import { useCreateTables, useDeleteTable, useNewTableKey, useTables, useUpdateTable } from './tables-api';

/** What is wrong with a seats field, or undefined when it is a whole number from 1 to TABLE_SEATS_MAX. */
function seatsProblem(text: string): string | undefined {
  const seats = Number(text);
  return text.trim() && Number.isInteger(seats) && seats >= 1 && seats <= TABLE_SEATS_MAX ? undefined : `A whole number from 1 to ${TABLE_SEATS_MAX}`;
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.');

/** The print view for the stored tables' cards, each with its key. */
export function storedCardsPath(paper: Paper): string {
  return `/owner/settings/qr/print?${new URLSearchParams({ stored: '1', paper }).toString()}`;
}

/**
 * 'Tables' (issue 28 item 1): the restaurant's stored tables, each with its own card key so a party at the table
 * can order together. Added from a list as the cards are ("1-12, Patio 1-4"), renamed, moved to a section, given
 * seats, deleted, or given a new key (the printed card stops working). The notice asks once for a reprint.
 */
export function TablesSection({ restaurant }: { restaurant: Restaurant }) {
  const id = useId();
  const tables = useTables(restaurant.id);
  const [acknowledged, setAcknowledged] = useState(() => readAcknowledged(restaurant.id));
  const since = tables.data ? reprintSince(tables.data.tables, acknowledged) : null;

  // Staff (not managers) see the page's codes but not the tables' keys.
  if (tables.error instanceof ApiError && tables.error.status === 403) return null;

  function dismiss() {
    if (!tables.data) return;
    acknowledgeReprint(restaurant.id, tables.data.tables);
    setAcknowledged(readAcknowledged(restaurant.id));
  }

  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <div>
        <h2 id={`${id}-title`} className="section-title">
          Tables
        </h2>
        <p className="muted">
          Your tables, each with its own card. A card printed from here lets a party at the table order together on one
          shared cart. Up to {MAX_TABLES} tables.
        </p>
      </div>
      {since ? (
        <div className="notice notice--warning tables-notice" role="status">
          <p>{reprintMessage(since)}</p>
          <div className="tables-notice__actions">
            <Link to={storedCardsPath(defaultPaper())} className="button">
              Print table cards
            </Link>
            <button type="button" className="button button--outline" onClick={dismiss}>
              Dismiss
            </button>
          </div>
        </div>
      ) : null}
      <AddTablesForm restaurantId={restaurant.id} count={tables.data?.tables.length} />
      {tables.isPending ? (
        <Spinner label="Loading your tables..." />
      ) : tables.isError ? (
        <LoadError message="Failed to load your tables" onRetry={() => void tables.refetch()} />
      ) : tables.data.tables.length === 0 ? (
        <p className="muted tables-empty">No tables yet. Add them from a list above, then print their cards.</p>
      ) : (
        <>
          <ul className="tables-list" aria-label="Your tables">
            {tables.data.tables.map((table) => (
              <TableRow key={table.id} restaurantId={restaurant.id} table={table} />
            ))}
          </ul>
          <div className="settings-actions">
            <Link to={storedCardsPath(defaultPaper())} className="button">
              Print cards for these tables
            </Link>
            <StoredCardsPdf restaurant={restaurant} tables={tables.data.tables} onMade={() => setAcknowledged(readAcknowledged(restaurant.id))} />
          </div>
        </>
      )}
    </section>
  );
}

/** The stored tables' cards as a PDF, each code with its table's key; counts as the reprint the notice asks for. */
function StoredCardsPdf({ restaurant, tables, onMade }: { restaurant: Restaurant; tables: Table[]; onMade(): void }) {
  const branding = useBranding(restaurant.id);
  const [making, setMaking] = useState(false);

  async function download() {
    if (making) return;
    setMaking(true);
    try {
      await downloadCardsPdf({
        restaurant,
        logoUrl: branding.data?.logoUrl ?? null,
        labels: tables.map((table) => table.name),
        keys: new Map(tables.map((table) => [table.name, table.key])),
        paper: defaultPaper(),
        origin: window.location.origin,
      });
      acknowledgeReprint(restaurant.id, tables);
      onMade();
    } catch {
      toast.error(PDF_FAILED_MESSAGE);
    } finally {
      setMaking(false);
    }
  }

  return (
    <button type="button" className="button button--outline" disabled={making} aria-busy={making || undefined} onClick={() => void download()}>
      {making ? 'Making PDF...' : 'Download PDF'}
    </button>
  );
}

function AddTablesForm({ restaurantId, count }: { restaurantId: string; count: number | undefined }) {
  const id = useId();
  const create = useCreateTables(restaurantId);
  const [list, setList] = useState('');
  const [section, setSection] = useState('');
  const [seats, setSeats] = useState('4');
  const seatsError = seatsProblem(seats);
  const [showErrors, setShowErrors] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    if (!list.trim() || seatsError) return;
    const before = count ?? 0;
    create.mutate(
      { list, seats: Number(seats), ...(section.trim() ? { section: section.trim() } : {}) },
      {
        onSuccess: (result) => {
          setList('');
          setShowErrors(false);
          const added = result.tables.length - before;
          toast.success(added === 0 ? 'Those tables are already there' : `${added} ${added === 1 ? 'table' : 'tables'} added`);
        },
      },
    );
  }

  const listError = showErrors && !list.trim() ? 'Enter your tables, such as 1-12, Patio 1-4' : undefined;
  return (
    <form className="stack tables-add" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="tables-add__title">
        Add tables
      </h3>
      <div className="tables-add__fields">
        <div className="field tables-add__list">
          <label className="field__label" htmlFor={`${id}-list`}>
            Tables to add
          </label>
          <input
            id={`${id}-list`}
            className="input"
            value={list}
            placeholder="1-12, Patio 1-4"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={listError ? true : undefined}
            aria-describedby={listError ? `${id}-list-error ${id}-hint` : `${id}-hint`}
            onChange={(event) => setList(event.target.value)}
          />
          {listError ? (
            <p id={`${id}-list-error`} className="field__error">
              {listError}
            </p>
          ) : null}
          <p id={`${id}-hint`} className="muted print-cards__hint">
            {TABLE_LIST_HINT}. A range&apos;s name is its section (Patio 1-4 are in Patio); names you already have are skipped.
          </p>
        </div>
        <TextField id={`${id}-section`} label="Section (optional)" value={section} maxLength={TABLE_SECTION_MAX} autoComplete="off" onChange={(event) => setSection(event.target.value)} />
        <TextField
          id={`${id}-seats`}
          label="Seats"
          value={seats}
          inputMode="numeric"
          autoComplete="off"
          error={showErrors ? seatsError : undefined}
          onChange={(event) => setSeats(event.target.value)}
        />
      </div>
      {create.isError ? (
        <p className="notice notice--error" role="alert">
          {messageOf(create.error)}
        </p>
      ) : null}
      <div className="settings-actions">
        <button type="submit" className="button" disabled={create.isPending} aria-busy={create.isPending || undefined}>
          {create.isPending ? 'Adding...' : 'Add tables'}
        </button>
      </div>
    </form>
  );
}

type Mode = 'view' | 'edit' | 'new-key' | 'delete';

function TableRow({ restaurantId, table }: { restaurantId: string; table: Table }) {
  const id = useId();
  const [mode, setMode] = useState<Mode>('view');
  const newKey = useNewTableKey(restaurantId);
  const remove = useDeleteTable(restaurantId);
  const details = [table.section, `${table.seats} ${table.seats === 1 ? 'seat' : 'seats'}`].filter(Boolean).join(' · ');

  return (
    <li className="tables-row" aria-labelledby={`${id}-name`}>
      <div className="tables-row__main">
        <div>
          <p id={`${id}-name`} className="tables-row__name">
            {table.name}
          </p>
          <p className="muted tables-row__details">{details}</p>
        </div>
        {mode === 'view' ? (
          <div className="tables-row__actions">
            <button type="button" className="button button--outline" aria-label={`Edit ${table.name}`} onClick={() => setMode('edit')}>
              Edit
            </button>
            <button type="button" className="button button--outline" aria-label={`New key for ${table.name}`} onClick={() => setMode('new-key')}>
              New key
            </button>
            <button type="button" className="button button--ghost" aria-label={`Delete ${table.name}`} onClick={() => setMode('delete')}>
              Delete
            </button>
          </div>
        ) : null}
      </div>
      {mode === 'edit' ? <EditTable restaurantId={restaurantId} table={table} onDone={() => setMode('view')} /> : null}
      {mode === 'new-key' ? (
        <Confirm
          label={`New key for ${table.name}`}
          text={`Get a new key for ${table.name}? The printed card stops working: print its new card and replace the old one.`}
          action="Get new key"
          busy={newKey.isPending}
          error={newKey.isError ? messageOf(newKey.error) : null}
          onCancel={() => {
            newKey.reset();
            setMode('view');
          }}
          onConfirm={() =>
            newKey.mutate(table.id, {
              onSuccess: () => {
                setMode('view');
                toast.success(`${table.name} has a new key. Print its new card.`);
              },
            })
          }
        />
      ) : null}
      {mode === 'delete' ? (
        <Confirm
          label={`Delete ${table.name}`}
          text={`Delete ${table.name}? Its card stops working.`}
          action="Delete table"
          busy={remove.isPending}
          error={remove.isError ? messageOf(remove.error) : null}
          onCancel={() => {
            remove.reset();
            setMode('view');
          }}
          onConfirm={() => remove.mutate(table.id, { onSuccess: () => toast.success(`${table.name} deleted`) })}
        />
      ) : null}
    </li>
  );
}

interface ConfirmProps {
  label: string;
  text: string;
  action: string;
  busy: boolean;
  error: string | null;
  onCancel(): void;
  onConfirm(): void;
}

function Confirm({ label, text, action, busy, error, onCancel, onConfirm }: ConfirmProps) {
  return (
    <div className="tables-confirm" role="group" aria-label={label}>
      <p>{text}</p>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="tables-row__actions">
        {/* Focused when it appears: the keyboard lands on the choice it asked for. */}
        <button type="button" className="button" disabled={busy} aria-busy={busy || undefined} onClick={onConfirm} autoFocus>
          {busy ? 'Working...' : action}
        </button>
        <button type="button" className="button button--outline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}

function EditTable({ restaurantId, table, onDone }: { restaurantId: string; table: Table; onDone(): void }) {
  const id = useId();
  const update = useUpdateTable(restaurantId);
  const [name, setName] = useState(table.name);
  const [section, setSection] = useState(table.section ?? '');
  const [seats, setSeats] = useState(String(table.seats));
  const seatsError = seatsProblem(seats);
  const nameError = name.trim() ? undefined : 'Enter a name';
  const serverFields = update.error && 'fields' in update.error ? (update.error.fields as Record<string, string>) : {};

  function submit(event: FormEvent) {
    event.preventDefault();
    if (seatsError || nameError) return;
    update.mutate(
      { tableId: table.id, change: { name: name.trim(), section: section.trim() || null, seats: Number(seats) } },
      {
        onSuccess: () => {
          toast.success('Table saved');
          onDone();
        },
      },
    );
  }

  return (
    <form className="tables-edit" noValidate onSubmit={submit} aria-label={`Edit ${table.name}`}>
      <div className="tables-add__fields">
        <TextField id={`${id}-name`} label="Name" value={name} maxLength={TABLE_LABEL_MAX} autoComplete="off" autoFocus error={nameError ?? serverFields.name} onChange={(event) => setName(event.target.value)} />
        <TextField id={`${id}-section`} label="Section" value={section} maxLength={TABLE_SECTION_MAX} autoComplete="off" onChange={(event) => setSection(event.target.value)} />
        <TextField id={`${id}-seats`} label="Seats" value={seats} inputMode="numeric" autoComplete="off" error={seatsError} onChange={(event) => setSeats(event.target.value)} />
      </div>
      {update.isError ? (
        <p className="field__error" role="alert">
          {messageOf(update.error)}
        </p>
      ) : null}
      <div className="tables-row__actions">
        <button type="submit" className="button" disabled={update.isPending} aria-busy={update.isPending || undefined}>
          {update.isPending ? 'Saving...' : 'Save'}
        </button>
        <button type="button" className="button button--outline" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
