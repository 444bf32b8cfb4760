import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { FloorTable } from '@shared/api';
import { toast } from '@/components/toast/toast-store';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-error';
import { useNow } from '@/lib/use-now';
import { useActiveMembership } from '@/lib/account/active-restaurant';
import { useRestaurant } from '@/lib/restaurants/get-restaurant';
import { useFloor, useFloorAction, type FloorAction } from '../api/floor';
import { useShifts } from '../api/sections';
import { ClearDialog, MoveDialog } from './floor-dialog';
import { clearWarning, sectionsOf, stateCounts } from './floor-view';
import { SectionServers } from './section-servers';
import { TableCard } from './table-card';
import './floor.css';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');

type Open = { kind: 'move' | 'clear'; tableId: string } | null;

/**
 * The Floor tab (issue 28 item 4): every table by section with the state of its visit, as a host reads the room.
 * Under each section, who serves it today (issue 30 item 4: ./section-servers.tsx). Any staff role runs it: seat a party at a free table, clear a table (asked first when dishes are in its cart or
 * rounds in the kitchen), move a party to a free table, let in a phone waiting to join. Kept live by the dashboard's
 * socket (`table_session.changed`, orders of a visit) and a refetch every 10 s.
 */
export function FloorTab({ restaurantId, canManage }: { restaurantId: string; canManage: boolean }) {
  const floor = useFloor(restaurantId);
  const shifts = useShifts(restaurantId);
  const userId = useActiveMembership().me.data?.userId ?? null;
  const restaurant = useRestaurant(restaurantId);
  const action = useFloorAction(restaurantId);
  const now = useNow();
  const headingBase = useId();
  const [open, setOpen] = useState<Open>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (floor.isPending) return <Spinner label="Loading tables..." />;
  if (floor.isError) return <LoadError message="Could not load the floor" onRetry={() => void floor.refetch()} />;

  const tables = floor.data.tables;
  if (tables.length === 0) {
    return (
      <div className="floor-empty">
        <p>No tables yet: add them on the QR codes page.</p>
        {canManage ? (
          <Link to="/owner/settings/qr" className="button button--outline">
            Go to QR codes
          </Link>
        ) : (
          <p className="muted">Ask an owner or manager to add them.</p>
        )}
      </div>
    );
  }

  const currency = restaurant.data?.currency ?? 'USD';
  const byId = (id: string) => tables.find((t) => t.id === id);
  const busyId = action.isPending ? (action.variables && 'tableId' in action.variables ? action.variables.tableId : null) : null;
  const opened = open ? byId(open.tableId) : undefined;

  function run(next: FloorAction, done: string, failed: string, inDialog: boolean) {
    setProblem(null);
    setDialogError(null);
    action.mutate(next, {
      onSuccess: () => {
        toast.success(done);
        if (inDialog) setOpen(null);
      },
      onError: (error) => (inDialog ? setDialogError(messageOf(error)) : setProblem(`${failed}: ${messageOf(error)}`)),
    });
  }

  const seat = (t: FloorTable) => run({ kind: 'open', tableId: t.id }, `Table ${t.name} seated`, `Could not seat Table ${t.name}`, false);
  const clear = (t: FloorTable, inDialog: boolean) =>
    run({ kind: 'clear', tableId: t.id }, `Table ${t.name} cleared`, `Could not clear Table ${t.name}`, inDialog);
  const close = () => {
    setOpen(null);
    setDialogError(null);
  };

  return (
    <div className="floor">
      <p className="muted floor__counts" data-testid="floor-counts">
        {stateCounts(tables)}
      </p>
      {problem ? (
        <div className="notice notice--error floor__problem" role="alert">
          <p>{problem}</p>
          <button type="button" className="button button--outline" onClick={() => setProblem(null)}>
            Dismiss
          </button>
        </div>
      ) : null}
      {sectionsOf(tables).map((section, index) => (
        <section key={section.name} className="floor__section" aria-labelledby={`${headingBase}-${index}`}>
          <h2 id={`${headingBase}-${index}`} className="floor__section-title">
            {section.name} <span className="board__count">{section.tables.length}</span>
          </h2>
          {shifts.data && userId ? <SectionServers restaurantId={restaurantId} section={section.name} shifts={shifts.data} userId={userId} canManage={canManage} /> : null}
          <ul className="floor__grid">
            {section.tables.map((t) => (
              <li key={t.id}>
                <TableCard
                  table={t}
                  now={now}
                  currency={currency}
                  busy={busyId === t.id}
                  onSeat={() => seat(t)}
                  onClear={() => (clearWarning(t) ? setOpen({ kind: 'clear', tableId: t.id }) : clear(t, false))}
                  onMove={() => setOpen({ kind: 'move', tableId: t.id })}
                  onAdmit={(guestId, name) =>
                    t.session &&
                    run({ kind: 'admit', sessionId: t.session.id, guestId }, `${name} let in at Table ${t.name}`, `Could not let ${name} in`, false)
                  }
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {open?.kind === 'clear' && opened ? (
        <ClearDialog
          table={opened}
          warning={clearWarning(opened) ?? `Table ${opened.name} has no dishes waiting.`}
          pending={action.isPending}
          error={dialogError}
          onConfirm={() => clear(opened, true)}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'move' && opened ? (
        <MoveDialog
          table={opened}
          free={tables.filter((t) => t.state === 'free')}
          pending={action.isPending}
          error={dialogError}
          onMove={(toTableId) =>
            run({ kind: 'move', tableId: opened.id, toTableId }, `Party moved to Table ${byId(toTableId)?.name ?? ''}`, 'Could not move the party', true)
          }
          onClose={close}
        />
      ) : null}
    </div>
  );
}
