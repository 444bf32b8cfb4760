import type { MachineRunKind } from './machine-translation';

/** A machine run under way: what it is doing and how far it got. */
export interface Run {
  label: string;
  done: number;
  total: number;
}

/** 'Auto-translate missing' and 'Regenerate machine translations', and the progress of the run under way. */
export function MachineTranslationCard({ busy, run, onRun }: { busy: boolean; run: Run | null; onRun(kind: MachineRunKind): void }) {
  return (
    <div className="card stack tr-machine">
      <h2 className="section-title">Machine translation</h2>
      <p className="muted">Fills in or refreshes translations automatically. Locked translations are never changed.</p>
      <div className="tr-machine__actions">
        <button type="button" className="button tr-button" aria-disabled={busy} onClick={() => onRun('missing')}>
          Auto-translate missing
        </button>
        <button
          type="button"
          className="button button--outline tr-button"
          aria-disabled={busy}
          onClick={() => onRun('regenerate')}
        >
          Regenerate machine translations
        </button>
      </div>
      <div role="status" className="tr-progress">
        {run ? (
          <>
            <progress max={run.total} value={run.done} aria-label={run.label} />
            <span>
              {run.label}: {run.done} of {run.total} done...
            </span>
          </>
        ) : null}
      </div>
    </div>
  );
}
