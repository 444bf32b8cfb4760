import { Link } from 'react-router';
import { setupProgress, stepsCompletedLabel } from '@shared/setup-progress';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useSetupOverview } from '@/lib/restaurants/setup-overview';

/**
 * The settings hub's setup-progress card (SPEC.md section 4, "Setup progress (settings hub)"): four steps, how many
 * are done, the first one still to do as a link, and "You're ready to launch" once all four are.
 */
export function SetupProgressCard({ restaurantId }: { restaurantId: string }) {
  const overview = useSetupOverview(restaurantId);

  return (
    <section className="card stack stack--tight setup-card" aria-labelledby="setup-card-title">
      <h2 id="setup-card-title" className="setup-card__title">
        Setup Progress
      </h2>
      {overview.isPending ? (
        <Spinner label="Loading your setup..." />
      ) : overview.isError ? (
        <LoadError message="Failed to load restaurant data" onRetry={() => void overview.refetch()} />
      ) : (
        <Progress {...overview.data} />
      )}
    </section>
  );
}

function Progress(facts: Parameters<typeof setupProgress>[0]) {
  const progress = setupProgress(facts);
  const label = stepsCompletedLabel(progress.completedCount, progress.totalCount);
  return (
    <>
      <div className="setup-card__summary">
        <p className="setup-card__count">{label}</p>
        <span className="badge badge--accent">{progress.percent}%</span>
      </div>
      <div
        className="setup-bar"
        role="progressbar"
        aria-label="Setup progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={label}
      >
        <div className="setup-bar__fill" style={{ width: `${progress.percent}%` }} />
      </div>
      <ol className="setup-steps">
        {progress.steps.map((step) => (
          <li key={step.id} className={step.complete ? 'setup-steps__step setup-steps__step--done' : 'setup-steps__step'}>
            <span className="setup-steps__mark" aria-hidden="true">
              {step.complete ? '✓' : ''}
            </span>
            <span>{step.title}</span>
            <span className="visually-hidden">{step.complete ? ': done' : ': to do'}</span>
          </li>
        ))}
      </ol>
      {progress.nextStep ? (
        <div className="setup-card__next">
          <Link to={progress.nextStep.href} className="button">
            Next step: {progress.nextStep.title}
            <span aria-hidden="true">→</span>
          </Link>
        </div>
      ) : (
        <p className="setup-card__ready" role="status">
          {progress.message}
        </p>
      )}
    </>
  );
}
