/** Branding: a restaurant's colours and logo; without a saved row the defaults show (SPEC.md 3, 8). */
import type { EntityItem } from 'electrodb';
import { brandingSchema, type Branding as BrandingView, type BrandingPutRequest } from '../../../shared/api';
import { DEFAULT_BRANDING } from '../../../shared/constants';
import type { Db } from '../db/service';
import { isConditionFailure } from '../db/conditions';
import { shape } from '../db/shape';

type BrandingItem = EntityItem<Db['entities']['branding']>;

/** Saved branding in its one shape (shared/api Branding): the schema leaves out updatedAt. */
function toBranding(item: BrandingItem): BrandingView {
  return brandingSchema.parse({ ...shape(item, { logoUrl: true }), saved: true });
}

function defaults(restaurantId: string): BrandingView {
  return { restaurantId, ...DEFAULT_BRANDING, logoUrl: null, saved: false };
}

export function createBranding(db: Db) {
  return {
    async get(restaurantId: string): Promise<BrandingView> {
      const { data } = await db.entities.branding.get({ restaurantId }).go();
      return data ? toBranding(data) : defaults(restaurantId);
    },

    /** Saves the four colours; a saved logo stays. */
    async put(restaurantId: string, colours: BrandingPutRequest): Promise<BrandingView> {
      const { data } = await db.entities.branding.upsert({ restaurantId, ...colours }).go({ response: 'all_new' });
      return toBranding(data);
    },

    /** Sets or clears the logo. Setting one on a restaurant without branding saves the default colours with it. */
    async setLogo(restaurantId: string, logoUrl: string | null): Promise<BrandingView> {
      return (await replaceLogo(db, restaurantId, logoUrl)).branding;
    },

    /**
     * setLogo, also answering the logo this very write replaced (read atomically with the write, so when two
     * replacements race each old logo is reported to exactly one of them, for its file to be deleted).
     */
    replaceLogo: (restaurantId: string, logoUrl: string | null) => replaceLogo(db, restaurantId, logoUrl),
  };
}

export interface LogoReplacement {
  branding: BrandingView;
  /** The logo before this write; null when there was none. */
  previousLogoUrl: string | null;
}

async function replaceLogo(db: Db, restaurantId: string, logoUrl: string | null): Promise<LogoReplacement> {
  if (logoUrl === null) return clearLogo(db, restaurantId);
  const { data: old } = await db.entities.branding
    .update({ restaurantId })
    .data((a, { set, ifNotExists }) => {
      set(a.logoUrl, logoUrl);
      ifNotExists(a.primaryColor, DEFAULT_BRANDING.primaryColor);
      ifNotExists(a.accentColor, DEFAULT_BRANDING.accentColor);
      ifNotExists(a.backgroundColor, DEFAULT_BRANDING.backgroundColor);
      ifNotExists(a.textColor, DEFAULT_BRANDING.textColor);
    })
    .go({ response: 'all_old' });
  // The row as it is now: its colours from before (or the defaults the write saved with a first logo), this logo.
  const before: Partial<BrandingItem> = old ?? {};
  const branding = brandingSchema.parse({
    restaurantId,
    primaryColor: before.primaryColor ?? DEFAULT_BRANDING.primaryColor,
    accentColor: before.accentColor ?? DEFAULT_BRANDING.accentColor,
    backgroundColor: before.backgroundColor ?? DEFAULT_BRANDING.backgroundColor,
    textColor: before.textColor ?? DEFAULT_BRANDING.textColor,
    logoUrl,
    saved: true,
  });
  return { branding, previousLogoUrl: before.logoUrl ?? null };
}

export type Branding = ReturnType<typeof createBranding>;

async function clearLogo(db: Db, restaurantId: string): Promise<LogoReplacement> {
  try {
    const { data: old } = await db.entities.branding.patch({ restaurantId }).remove(['logoUrl']).go({ response: 'all_old' });
    const branding = toBranding({ ...old, logoUrl: undefined });
    return { branding, previousLogoUrl: old.logoUrl ?? null };
  } catch (error) {
    // No branding row: there is no logo to clear.
    if (isConditionFailure(error)) return { branding: defaults(restaurantId), previousLogoUrl: null };
    throw error;
  }
}
