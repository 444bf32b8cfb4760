import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { staffInviteRequestSchema, type StaffInvitationResponse, type StaffMember } from '@shared/api/staff';
import { toast } from '@/components/toast/toast-store';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { copyToClipboard, COPY_FAILED_MESSAGE, QUICK_LINK_COPIED_MESSAGE } from '../settings/clipboard';
import { useOwnerRestaurant } from '../settings/owner-restaurant';
import { RestaurantRequired } from '../settings/restaurant-required';
import { SettingsPage } from '../settings/settings-page';
import { useInviteStaff, useRemoveStaff, useResendInvite, useStaffList, useUpdateStaffRole } from './staff-api';
import '../settings/settings.css';
import './staff.css';

/** SPEC.md section 8, Staff. */
export const STAFF_MESSAGES = {
  loadFailed: 'Failed to load staff members',
  inviteFailed: 'Failed to send invitation',
  resendFailed: 'Failed to resend invitation',
  roleFailed: 'Failed to update role',
  removeFailed: 'Failed to remove staff member',
  invited: 'Invitation sent!',
  resent: 'Invitation resent!',
  roleUpdated: 'Role updated',
  removed: 'Staff member removed',
} as const;

type Role = StaffMember['role'];
const ROLE_LABELS: Record<Role, string> = { staff: 'Staff', manager: 'Manager' };
const otherRole = (role: Role): Role => (role === 'staff' ? 'manager' : 'staff');
const errorText = (error: unknown) => (error instanceof Error ? error.message : '');

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** /owner/settings/business/staff (SPEC.md section 2, Staff management): invite form and current staff list. */
export function StaffPage() {
  const owner = useOwnerRestaurant();
  if (!owner.isPending && !owner.isError && !owner.restaurant) return <RestaurantRequired what="invite your team" />;
  return (
    <SettingsPage title="Staff Management" intro="Invite your team and choose what they can do.">
      {owner.isPending ? (
        <Spinner label="Loading staff..." />
      ) : owner.isError || !owner.restaurant ? (
        <LoadError message="Failed to load restaurant data" onRetry={owner.retry} />
      ) : (
        <StaffManager key={owner.restaurant.id} restaurantId={owner.restaurant.id} />
      )}
    </SettingsPage>
  );
}

/** The last invitation's outcome: mailed, or its link to pass on another way. */
interface Outcome {
  email: string;
  emailed: boolean;
  inviteLink: string;
}

const outcomeOf = (result: StaffInvitationResponse): Outcome => ({
  email: result.member.email,
  emailed: result.emailed,
  inviteLink: result.inviteLink,
});

function StaffManager({ restaurantId }: { restaurantId: string }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return (
    <>
      <InviteForm restaurantId={restaurantId} onInvited={setOutcome} />
      {outcome ? <InvitationOutcome outcome={outcome} onDismiss={() => setOutcome(null)} /> : null}
      <StaffList restaurantId={restaurantId} onResent={setOutcome} />
    </>
  );
}

function InviteForm({ restaurantId, onInvited }: { restaurantId: string; onInvited: (outcome: Outcome) => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('staff');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const invite = useInviteStaff(restaurantId);
  // A double click must invite once: the button is disabled while pending, and this guards the gap before it renders.
  const sending = useRef(false);
  const roleId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    setFailure(null);
    const parsed = staffInviteRequestSchema.safeParse({ email, role });
    if (!parsed.success) {
      const trimmed = email.trim();
      setFieldError(trimmed ? 'Enter a valid email address' : 'Email is required');
      return;
    }
    setFieldError(undefined);
    sending.current = true;
    invite.mutate(parsed.data, {
      onSuccess: (result) => {
        toast.success(STAFF_MESSAGES.invited);
        setEmail('');
        onInvited(outcomeOf(result));
      },
      onError: (error) => {
        const reason = errorText(error);
        setFailure(reason || STAFF_MESSAGES.inviteFailed);
        toast.error(STAFF_MESSAGES.inviteFailed, reason || undefined);
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  }

  return (
    <form className="card stack staff-invite" onSubmit={submit} noValidate aria-labelledby={`${roleId}-title`}>
      <h2 id={`${roleId}-title`} className="section-title">
        Invite a team member
      </h2>
      <div className="staff-invite__fields">
        <TextField
          id={`${roleId}-email`}
          label="Email"
          type="email"
          autoComplete="off"
          inputMode="email"
          placeholder="name@example.com"
          value={email}
          error={fieldError}
          required
          onChange={(event) => {
            setEmail(event.target.value);
            setFieldError(undefined);
          }}
        />
        <div className="field">
          <label className="field__label" htmlFor={`${roleId}-role`}>
            Role
          </label>
          <select id={`${roleId}-role`} className="input" value={role} onChange={(event) => setRole(event.target.value as Role)}>
            <option value="staff">Staff</option>
            <option value="manager">Manager</option>
          </select>
        </div>
      </div>
      {failure ? (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      ) : null}
      <div>
        <button type="submit" className="button" disabled={invite.isPending}>
          {invite.isPending ? 'Inviting...' : 'Invite'}
        </button>
      </div>
    </form>
  );
}

const COPIED_MS = 2000;

/** After an invite or resend: where it went, or (not mailed) the link as a backup with Copy. */
function InvitationOutcome({ outcome, onDismiss }: { outcome: Outcome; onDismiss: () => void }) {
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const linkId = useId();
  useEffect(() => {
    if (copyState === 'idle') return;
    const timer = setTimeout(() => setCopyState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copyState]);

  async function copy() {
    setCopyState((await copyToClipboard(outcome.inviteLink)) ? 'copied' : 'failed');
  }

  if (outcome.emailed) {
    return (
      <div className="card staff-outcome staff-outcome--sent" role="status">
        <p>
          The invitation was e-mailed to <strong className="staff-email">{outcome.email}</strong>.
        </p>
        <button type="button" className="button button--ghost" onClick={onDismiss}>
          Dismiss
        </button>
      </div>
    );
  }
  return (
    <section className="card stack staff-outcome" aria-labelledby={`${linkId}-title`}>
      <h2 id={`${linkId}-title`} className="section-title">
        Invite link
      </h2>
      <p>
        The e-mail to <strong className="staff-email">{outcome.email}</strong> was not sent. Send them this link another way
        (a message or a chat):
      </p>
      <label className="visually-hidden" htmlFor={linkId}>
        Invite link for {outcome.email}
      </label>
      <input id={linkId} className="input staff-outcome__link" readOnly value={outcome.inviteLink} onFocus={(event) => event.target.select()} />
      <div className="staff-outcome__actions">
        <button type="button" className="button" onClick={() => void copy()}>
          Copy link
        </button>
        <button type="button" className="button button--ghost" onClick={onDismiss}>
          Dismiss
        </button>
        <p className={copyState === 'failed' ? 'field__error' : 'muted'} role="status">
          {copyState === 'copied' ? QUICK_LINK_COPIED_MESSAGE : copyState === 'failed' ? COPY_FAILED_MESSAGE : ''}
        </p>
      </div>
    </section>
  );
}

function StaffList({ restaurantId, onResent }: { restaurantId: string; onResent: (outcome: Outcome) => void }) {
  const list = useStaffList(restaurantId);
  const titleId = useId();
  return (
    <section className="card stack" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        Current staff
      </h2>
      {list.isPending ? (
        <Spinner label="Loading staff members..." />
      ) : list.isError ? (
        <LoadError message={STAFF_MESSAGES.loadFailed} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <p className="muted">No staff members yet. Invite your first team member above.</p>
      ) : (
        <ul className="staff-list">
          {list.data.map((member) => (
            <StaffRow key={member.id} restaurantId={restaurantId} member={member} onResent={onResent} />
          ))}
        </ul>
      )}
    </section>
  );
}

function StaffRow({ restaurantId, member, onResent }: { restaurantId: string; member: StaffMember; onResent: (outcome: Outcome) => void }) {
  const resend = useResendInvite(restaurantId);
  const updateRole = useUpdateStaffRole(restaurantId);
  const remove = useRemoveStaff(restaurantId);
  const [confirming, setConfirming] = useState(false);
  const busy = useRef(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  // The Remove button goes away when pressed: keyboard focus moves to the confirmation that takes its place, and
  // back to Remove on Cancel.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else if (cancelled.current) {
      cancelled.current = false;
      removeButton.current?.focus();
    }
  }, [confirming]);
  const pending = member.joinedAt === null;
  const next = otherRole(member.role);

  function run(action: () => void) {
    if (busy.current) return;
    busy.current = true;
    action();
  }
  const settled = () => {
    busy.current = false;
  };

  return (
    <li className="staff-row">
      <div className="staff-row__who">
        <span className="staff-email">{member.email}</span>
        <span className="staff-row__meta">
          <span className={pending ? 'badge badge--accent' : 'badge badge--success'}>{pending ? 'Pending' : 'Active'}</span>
          <span className="badge">{ROLE_LABELS[member.role]}</span>
        </span>
        <span className="muted staff-row__dates">
          Invited {formatDate(member.invitedAt)}
          {member.joinedAt ? ` · Joined ${formatDate(member.joinedAt)}` : ''}
        </span>
      </div>
      <div className="staff-row__actions">
        {confirming ? (
          <>
            <span className="staff-row__confirm" role="alert">
              Remove {member.email}?
            </span>
            <button
              ref={confirmButton}
              type="button"
              className="button button--danger"
              disabled={remove.isPending}
              aria-label={`Confirm remove ${member.email}`}
              onClick={() =>
                run(() =>
                  remove.mutate(member, {
                    onSuccess: () => toast.success(STAFF_MESSAGES.removed),
                    onError: (error) => toast.error(STAFF_MESSAGES.removeFailed, errorText(error) || undefined),
                    onSettled: () => {
                      settled();
                      setConfirming(false);
                    },
                  }),
                )
              }
            >
              {remove.isPending ? 'Removing...' : 'Confirm remove'}
            </button>
            <button type="button" className="button button--outline" disabled={remove.isPending}
              onClick={() => {
                cancelled.current = true;
                setConfirming(false);
              }}
            >
              Cancel
            </button>
          </>
        ) : (
          <>
            {pending ? (
              <button
                type="button"
                className="button button--outline"
                disabled={resend.isPending}
                aria-label={`Resend invitation to ${member.email}`}
                onClick={() =>
                  run(() =>
                    resend.mutate(member, {
                      onSuccess: (result) => {
                        toast.success(STAFF_MESSAGES.resent);
                        onResent(outcomeOf(result));
                      },
                      onError: (error) => toast.error(STAFF_MESSAGES.resendFailed, errorText(error) || undefined),
                      onSettled: settled,
                    }),
                  )
                }
              >
                {resend.isPending ? 'Resending...' : 'Resend'}
              </button>
            ) : null}
            <button
              type="button"
              className="button button--outline"
              disabled={updateRole.isPending}
              aria-label={`Make ${ROLE_LABELS[next]}: ${member.email}`}
              onClick={() =>
                run(() =>
                  updateRole.mutate(
                    { member, role: next },
                    {
                      onSuccess: () => toast.success(STAFF_MESSAGES.roleUpdated),
                      onError: (error) => toast.error(STAFF_MESSAGES.roleFailed, errorText(error) || undefined),
                      onSettled: settled,
                    },
                  ),
                )
              }
            >
              Make {ROLE_LABELS[next]}
            </button>
            <button
              ref={removeButton}
              type="button"
              className="button button--outline staff-row__remove"
              aria-label={`Remove ${member.email}`}
              onClick={() => setConfirming(true)}
            >
              Remove
            </button>
          </>
        )}
      </div>
    </li>
  );
}
