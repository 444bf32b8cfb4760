import { useI18n } from '../i18n/i18n-store';

/** The owner's customer preview (?preview=1): nothing is charged. */
export function PreviewBanner() {
  const { t } = useI18n();
  return (
    <p className="preview-banner" role="note">
      {t('previewBanner')}
    </p>
  );
}
