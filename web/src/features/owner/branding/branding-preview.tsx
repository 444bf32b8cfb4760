import { useId, type CSSProperties } from 'react';
import { readableTextOn, type BrandingColors } from './branding-colors';

interface BrandingPreviewProps {
  colors: BrandingColors;
  logoUrl: string | null;
  restaurantName: string;
  restaurantDescription?: string | null | undefined;
  /** The colours shown are not saved yet. */
  unsaved: boolean;
}

/**
 * What a diner sees at the top of the menu, in the colours being edited: the menu header (logo, name, description,
 * table badge), the category tabs and one item card. The markup and styles copy the diner's (diner/menu/menu-header,
 * item-card, category-tabs and diner.css) under brand-preview__ names, since features do not import each other.
 * It is one image to assistive technology (the contrast checks say in words what it shows), its content inert.
 */
export function BrandingPreview({ colors, logoUrl, restaurantName, restaurantDescription, unsaved }: BrandingPreviewProps) {
  const titleId = useId();
  const palette = {
    '--pv-primary': colors.primaryColor,
    '--pv-on-primary': readableTextOn(colors.primaryColor),
    '--pv-accent': colors.accentColor,
    '--pv-bg': colors.backgroundColor,
    '--pv-text': colors.textColor,
  } as CSSProperties;

  return (
    <section className="card brand-preview" aria-labelledby={titleId}>
      <div className="brand-preview__top">
        <h2 id={titleId} className="section-title">
          Live preview
        </h2>
        {unsaved ? <span className="badge badge--accent">Unsaved</span> : null}
      </div>
      <p className="muted brand-preview__intro">The top of your menu as diners see it.</p>
      {/* A picture of the diner's page: named as one image, its content inert (nothing in it can be used). */}
      <div
        className="brand-preview__screen"
        style={palette}
        role="img"
        aria-label={`Preview of ${restaurantName}'s menu in these colors`}
        data-testid="branding-preview"
      >
        <div className="stack brand-preview__content" inert>
          <div className="brand-preview__header">
            {logoUrl ? <img className="brand-preview__logo" src={logoUrl} alt="" width={56} height={56} /> : null}
            <div className="brand-preview__text">
              <p className="brand-preview__name">{restaurantName}</p>
              {restaurantDescription ? <p className="brand-preview__muted">{restaurantDescription}</p> : null}
            </div>
            <span className="brand-preview__badge">Table 5</span>
          </div>
          <div className="brand-preview__tabs">
            <span className="brand-preview__tab brand-preview__tab--selected">Mains</span>
            <span className="brand-preview__tab">Drinks</span>
            <span className="brand-preview__tab">Desserts</span>
          </div>
          <div className="brand-preview__card">
            <p className="brand-preview__item-name">Margherita Pizza</p>
            <p className="brand-preview__muted brand-preview__item-description">Tomato, mozzarella and fresh basil.</p>
            <div className="brand-preview__footer">
              <span className="brand-preview__price">$12.00</span>
              <span className="brand-preview__button">Add</span>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
