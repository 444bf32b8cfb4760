import { useId, useState } from 'react';
import type { AllergenCode, DietaryFlag } from '@shared/allergens';
import { useI18n } from '../i18n/i18n-store';
import { filterCount, NO_FILTER, toggleAllergen, toggleDiet, type MenuFilter } from './menu-filter';

interface MenuFiltersProps {
  allergens: readonly AllergenCode[];
  diets: readonly DietaryFlag[];
  filter: MenuFilter;
  onChange(filter: MenuFilter): void;
}

/**
 * "Filters" above the menu: a button (with how many are on) that opens allergens to hide items with and diets to
 * keep. Only what this menu's items carry is offered; nothing at all when they carry nothing.
 */
export function MenuFilters({ allergens, diets, filter, onChange }: MenuFiltersProps) {
  const { t } = useI18n();
  const panelId = useId();
  const [open, setOpen] = useState(() => filterCount(filter) > 0);
  const count = filterCount(filter);
  if (allergens.length === 0 && diets.length === 0) return null;

  return (
    <div className="menu-filters">
      <div className="menu-filters__bar">
        <button
          type="button"
          className="button button--outline button--small"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          {count ? t('filtersWithCount', { count }) : t('filters')}
        </button>
        {count ? (
          <button type="button" className="button button--ghost button--small" onClick={() => onChange(NO_FILTER)}>
            {t('clearFilters')}
          </button>
        ) : null}
      </div>
      {open ? (
        <div id={panelId} className="menu-filters__panel">
          {diets.length ? (
            <fieldset className="menu-filters__group">
              <legend className="choice-group__name">{t('showOnly')}</legend>
              {diets.map((flag) => (
                <label key={flag} className="choice menu-filters__choice">
                  <input
                    type="checkbox"
                    checked={filter.diets.includes(flag)}
                    onChange={(event) => onChange(toggleDiet(filter, flag, event.target.checked))}
                  />
                  <span className="choice__name">{t(`diet_${flag}`)}</span>
                </label>
              ))}
            </fieldset>
          ) : null}
          {allergens.length ? (
            <fieldset className="menu-filters__group">
              <legend className="choice-group__name">{t('hideItemsWith')}</legend>
              {allergens.map((code) => (
                <label key={code} className="choice menu-filters__choice">
                  <input
                    type="checkbox"
                    checked={filter.hideAllergens.includes(code)}
                    onChange={(event) => onChange(toggleAllergen(filter, code, event.target.checked))}
                  />
                  <span className="choice__name">{t(`allergen_${code}`)}</span>
                </label>
              ))}
            </fieldset>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
