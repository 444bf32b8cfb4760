import { useI18n } from '../i18n/i18n-store';
import { StatusCard } from './status-card';

export function RestaurantNotFound() {
  const { t } = useI18n();
  return (
    <StatusCard
      tone="error"
      title={t('restaurantNotFoundTitle')}
      text={t('restaurantNotFoundText')}
      actions={
        <a className="button button--outline" href="/">
          {t('returnHome')}
        </a>
      }
    />
  );
}
