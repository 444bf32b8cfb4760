import type { LiveStatus } from '@/lib/live-socket';

const LABELS: Record<LiveStatus, string> = { connecting: 'Connecting...', live: 'Live', reconnecting: 'Reconnecting...' };

/** The live connection's state, announced politely when it changes. */
export function ConnectionStatus({ status }: { status: LiveStatus }) {
  return (
    <p className={`live-status live-status--${status}`} role="status" aria-live="polite" data-testid="live-status">
      <span className="live-status__dot" aria-hidden="true" />
      {LABELS[status]}
    </p>
  );
}
