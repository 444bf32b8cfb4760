import type { PublicRestaurant } from '@shared/api';
import type { LanguageCode } from '@shared/languages';
import { GlobeIcon } from '../components/icons';
import { useI18n } from '../i18n/i18n-store';
import { NATIVE_LANGUAGE_NAMES } from '../language/language-names';
import { DinerLink } from '../navigation/diner-link';
import { RestaurantDetails } from './restaurant-details';

interface MenuHeaderProps {
  restaurant: PublicRestaurant;
  table: string | null;
  /** The language chooser, when the restaurant offers more than one language. */
  languageHref: string | null;
  lang: LanguageCode;
}

export function MenuHeader({ restaurant, table, languageHref, lang }: MenuHeaderProps) {
  const { t } = useI18n();
  const { logoUrl } = restaurant.branding;
  return (
    <header className="menu-header">
      {/* Decorative next to the restaurant's name, which is the heading. */}
      {logoUrl ? <img className="menu-header__logo" src={logoUrl} alt="" width={56} height={56} /> : null}
      <div className="menu-header__text">
        <h1 className="menu-header__name">
          <bdi>{restaurant.name}</bdi>
        </h1>
        {restaurant.description ? (
          <p className="muted">
            <bdi>{restaurant.description}</bdi>
          </p>
        ) : null}
        <RestaurantDetails restaurant={restaurant} lang={lang} />
      </div>
      <div className="menu-header__meta">
        {table ? <span className="badge badge--accent">{t('tableBadge', { table })}</span> : null}
        {languageHref ? (
          <DinerLink to={languageHref} className="language-link" aria-label={`${t('changeLanguage')}: ${NATIVE_LANGUAGE_NAMES[lang]}`}>
            <GlobeIcon /> {NATIVE_LANGUAGE_NAMES[lang]}
          </DinerLink>
        ) : null}
      </div>
    </header>
  );
}
