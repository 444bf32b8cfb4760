import { useI18n } from '../i18n/i18n-store';
import { StatusCard } from './status-card';

/** A load that failed for a reason other than "not found": say so, offer to try again. */
export function LoadFailed({ title, onRetry }: { title: string; onRetry(): void }) {
  const { t } = useI18n();
  return (
    <StatusCard
      tone="error"
      title={title}
      actions={
        <button type="button" className="button" onClick={onRetry}>
          {t('tryAgain')}
        </button>
      }
    />
  );
}
