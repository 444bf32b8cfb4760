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
      if (logoUrl === null) return clearLogo(db, restaurantId);
      const { data } = await db.entities.branding
        .update({ restaurantId })
        .data((a, { set, ifNotExists }) => {
          set(a.logoUrl, logoUrl);
          ifNotExists(a.primaryColor, DEFAULT_BRANDING.primaryColor);
          ifNotExists(a.accentColor, DEFAULT_BRANDING.accentColor);
          ifNotExists(a.backgroundColor, DEFAULT_BRANDING.backgroundColor);
          ifNotExists(a.textColor, DEFAULT_BRANDING.textColor);
        })
        .go({ response: 'all_new' });
      // ElectroDB types an update's result as partial; the if_not_exists colours make this one a complete row.
      return toBranding(data as BrandingItem);
    },
  };
}

export type Branding = ReturnType<typeof createBranding>;

async function clearLogo(db: Db, restaurantId: string): Promise<BrandingView> {
  try {
    const { data } = await db.entities.branding.patch({ restaurantId }).remove(['logoUrl']).go({ response: 'all_new' });
    return toBranding(data);
  } catch (error) {
    // No branding row: there is no logo to clear.
    if (isConditionFailure(error)) return defaults(restaurantId);
    throw error;
  }
}
