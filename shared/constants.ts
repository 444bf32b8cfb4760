/** Business constants (SPEC.md section 9). One place; web and functions import from here. */
export const PLATFORM_FEE_BPS = 500; // 5% of the bill before the tip (shared/pricing.ts platformFeeCents)
export const DEFAULT_TAX_RATE_BPS = 800; // 8%, per restaurant (DESIGN.md 9.2)
export const DEFAULT_CURRENCY = 'USD';
export const PASSWORD_MIN_LENGTH = 6;
export const DEFAULT_RESTAURANT_NAME = 'My Restaurant';
export const DEFAULT_RESTAURANT_DESCRIPTION = 'Welcome to our restaurant!';
export const DEFAULT_CATEGORY_NAME = 'Main Dishes';
export const DEFAULT_TIME_ZONE = 'America/New_York';

export const DEFAULT_BRANDING = {
  primaryColor: '#0B3D2E',
  accentColor: '#FF7A00',
  backgroundColor: '#FFFFFF',
  textColor: '#0B3D2E',
} as const;

export const LOGO_MAX_BYTES = 1024 * 1024;
/** Media bucket keys of uploads awaiting their check; the bucket deletes any still there after a day. */
export const MEDIA_UPLOADS_PREFIX = 'uploads/';
/** Media bucket keys of the owners' CSV exports: private (read only through a presigned link), deleted after a day. */
export const MEDIA_EXPORTS_PREFIX = 'exports/';
export const MENU_IMAGE_MAX_BYTES = 4 * 1024 * 1024;
export const MENU_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Largest JSON body any route accepts; bigger ones get 413 before parsing. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

export const SERVICE_REQUEST_TABLE_MAX = 10;
export const SERVICE_REQUEST_MESSAGE_MAX = 140;

export const ORDER_STATUSES = ['pending_payment', 'paid', 'in_progress', 'ready', 'served', 'canceled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const DASHBOARD_ORDER_STATUSES: OrderStatus[] = ['paid', 'in_progress', 'ready', 'served'];

/** WebSocket connections live at most 2 hours (API Gateway's own limit). */
export const WS_CONNECTION_TTL_SECONDS = 2 * 60 * 60;
