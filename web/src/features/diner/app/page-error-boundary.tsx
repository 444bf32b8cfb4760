import { Component, type ReactNode } from 'react';
import { StatusCard } from '../components/status-card';
import { useI18n } from '../i18n/i18n-store';

/**
 * A page that failed to render or to load its chunk (the usual cause: a deploy replaced the files). Reloading
 * fetches the new ones.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Diner page error', error);
  }

  override render() {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}

function PageFailed() {
  const { t } = useI18n();
  return (
    <StatusCard
      tone="error"
      title={t('errorTitle')}
      text={t('pageFailed')}
      actions={
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('tryAgain')}
        </button>
      }
    />
  );
}
