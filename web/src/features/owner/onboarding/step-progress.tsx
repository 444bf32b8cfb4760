/**
 * 'Step N of M' with a progress bar (the routed wizard's step/3, the legacy wizard's step/4). The bar is a real
 * progressbar, named by the words shown above it, so a screen reader hears the same thing.
 */
import './onboarding.css';

export function StepProgress({ step, total, label }: { step: number; total: number; label?: string }) {
  const percent = Math.round((step / total) * 100);
  const text = `Step ${step} of ${total}`;
  return (
    <div className="step-progress">
      <p className="step-progress__text">
        <span>{text}</span>
        {label ? <span className="muted">{label}</span> : null}
      </p>
      <ProgressBar percent={percent} label={label ? `${text}: ${label}` : text} />
    </div>
  );
}

/** A horizontal bar for 0-100, role progressbar with its value. */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div className="ob-progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value}>
      <div className="ob-progress__fill" style={{ width: `${value}%` }} />
    </div>
  );
}
