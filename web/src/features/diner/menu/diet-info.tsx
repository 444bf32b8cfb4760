import type { AllergenCode, ItemDiet } from '@shared/allergens';
import { useI18n } from '../i18n/i18n-store';

interface DietInfoProps {
  diet: ItemDiet;
  /** Allergens the diner filters out but this item can be made without: "Can be made without: Peanuts". */
  avoid?: readonly AllergenCode[];
}

/** An item's diet badges ("Vegan"), what it contains ("Contains: Gluten, Milk") and what it can be made without. */
export function DietInfo({ diet, avoid = [] }: DietInfoProps) {
  const { t } = useI18n();
  const names = (codes: readonly AllergenCode[]) => codes.map((code) => t(`allergen_${code}`)).join(', ');
  if (diet.dietary.length === 0 && diet.allergens.length === 0) return null;
  return (
    <div className="diet-info">
      {diet.dietary.length ? (
        <ul className="diet-info__badges" aria-label={t('dietaryLabel')}>
          {diet.dietary.map((flag) => (
            <li key={flag} className="badge diet-info__badge">
              {t(`diet_${flag}`)}
            </li>
          ))}
        </ul>
      ) : null}
      {diet.allergens.length ? <p className="diet-info__contains">{t('containsAllergens', { allergens: names(diet.allergens) })}</p> : null}
      {avoid.length ? <p className="diet-info__avoid">{t('canBeMadeWithout', { allergens: names(avoid) })}</p> : null}
    </div>
  );
}
