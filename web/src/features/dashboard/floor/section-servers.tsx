/**
 * Who serves a section today (issue 30 item 4), under the section's heading on the Floor tab: the servers' names, a
 * switch for the member looking ("Serve Patio" / "Stop serving Patio"), and, for owners and managers, "Assign" to
 * choose the section's servers from the team. A call from the section's tables reaches its servers first; its tips
 * are theirs. A section nobody serves hears calls from everyone at once.
 */
import { useState } from 'react';
import type { Shifts } from '@shared/api';
import { toast } from '@/components/toast/toast-store';
import { ApiError } from '@/lib/api-error';
import { useSetShift } from '../api/sections';
import { FloorDialog } from './floor-dialog';

const key = (name: string) => name.replace(/\s+/g, ' ').trim().toLowerCase();
const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');

/** The member's sections with `section` put in or taken out. */
export function withSection(sections: readonly string[], section: string, serve: boolean): string[] {
  const rest = sections.filter((s) => key(s) !== key(section));
  return serve ? [...rest, section] : rest;
}

interface SectionServersProps {
  restaurantId: string;
  section: string;
  shifts: Shifts;
  userId: string;
  canManage: boolean;
}

export function SectionServers({ restaurantId, section, shifts, userId, canManage }: SectionServersProps) {
  const setShift = useSetShift(restaurantId);
  const [assigning, setAssigning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const known = shifts.sections.find((s) => key(s.name) === key(section));
  if (!known) return null;
  const me = shifts.team.find((m) => m.userId === userId);
  const serving = known.servers.some((s) => s.userId === userId);
  const names = known.servers.map((s) => (s.userId === userId ? 'you' : s.name));

  function toggle() {
    if (!me || setShift.isPending) return;
    setShift.mutate(
      { userId, sections: withSection(me.sections, known!.name, !serving) },
      {
        onSuccess: () => toast.success(serving ? `You stopped serving ${known!.name}` : `You are serving ${known!.name} today`),
        onError: (e) => toast.error(`Could not change your sections: ${messageOf(e)}`),
      },
    );
  }

  return (
    <div className="floor__servers">
      <p className="floor__servers-text" data-testid="section-servers">
        {names.length ? (
          <>
            Serving today: <strong>{names.join(', ')}</strong>
          </>
        ) : (
          <span className="muted">Nobody serving: its calls go to everyone at once</span>
        )}
      </p>
      {me ? (
        <button type="button" className="button button--outline button--small" aria-pressed={serving} disabled={setShift.isPending} onClick={toggle}>
          {serving ? `Stop serving ${known.name}` : `Serve ${known.name}`}
        </button>
      ) : null}
      {canManage ? (
        <button
          type="button"
          className="button button--outline button--small"
          onClick={() => {
            setError(null);
            setAssigning(true);
          }}
        >
          Assign servers<span className="visually-hidden"> for {known.name}</span>
        </button>
      ) : null}
      {assigning ? (
        <AssignDialog
          section={known.name}
          shifts={shifts}
          pending={setShift.isPending}
          error={error}
          onClose={() => setAssigning(false)}
          onSave={async (chosen) => {
            setError(null);
            // One member at a time: each change is that member's whole list of sections for today.
            try {
              for (const member of shifts.team) {
                const was = member.sections.some((s) => key(s) === key(known.name));
                const will = chosen.has(member.userId);
                if (was !== will) await setShift.mutateAsync({ userId: member.userId, sections: withSection(member.sections, known.name, will) });
              }
              toast.success(`Servers of ${known.name} saved`);
              setAssigning(false);
            } catch (e) {
              setError(messageOf(e));
            }
          }}
        />
      ) : null}
    </div>
  );
}

interface AssignDialogProps {
  section: string;
  shifts: Shifts;
  pending: boolean;
  error: string | null;
  onSave(chosen: Set<string>): void;
  onClose(): void;
}

function AssignDialog({ section, shifts, pending, error, onSave, onClose }: AssignDialogProps) {
  const [chosen, setChosen] = useState(() => new Set(shifts.team.filter((m) => m.sections.some((s) => key(s) === key(section))).map((m) => m.userId)));
  const flip = (userId: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(userId)) next.delete(userId);
      else next.add(userId);
      return next;
    });
  return (
    <FloorDialog title={`Who serves ${section} today?`} submitLabel="Save servers" onSubmit={() => onSave(chosen)} onClose={onClose} pending={pending} error={error}>
      <fieldset className="floor-dialog__choices">
        <legend>Team</legend>
        {shifts.team.map((member) => {
          const elsewhere = member.sections.filter((s) => key(s) !== key(section));
          return (
            <label key={member.userId} className="floor-dialog__choice">
              <input type="checkbox" checked={chosen.has(member.userId)} onChange={() => flip(member.userId)} />
              {member.name}
              <span className="muted">
                {' '}
                {member.role}
                {elsewhere.length ? ` · also ${elsewhere.join(', ')}` : ''}
              </span>
            </label>
          );
        })}
      </fieldset>
      <p className="muted">Calls from {section}’s tables reach its servers first, and everyone after a minute unanswered. Tips paid there are credited to them, split evenly. Assignments end when the day’s shift does.</p>
    </FloorDialog>
  );
}
