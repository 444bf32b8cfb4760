/**
 * A restaurant's public slug (the /start/{slug} link), generated when missing (SPEC.md section 4, slug generation):
 * the lowercased name with every run of other characters turned into one hyphen, trimmed of hyphens; the first 8
 * characters of the restaurant id when nothing is left; on a collision the suffixes -2, -3 ... The shape and the
 * 64-character limit are the ones the server enforces when it stores a slug.
 */

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 64;
export const INVALID_SLUG_MESSAGE = 'Use lowercase letters, digits and single hyphens';
/** SPEC.md section 4: when the name leaves nothing, the slug is this many leading characters of the id. */
export const SLUG_ID_FALLBACK_LENGTH = 8;
/** Only when the id's leading characters leave nothing either (ids are UUIDs, so never in practice). */
const LAST_RESORT_SLUG = 'restaurant';

export function isValidSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}

/**
 * Links no restaurant may hold: the product's own words (its name, the demo restaurant's `demo`, its pages and
 * services, words a diner would take for the product speaking), so a /start/{slug} link never passes a stranger's
 * restaurant off as TableTap's. A generated slug skips them (`demo` gives `demo-2`); a chosen one is refused.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'about', 'account', 'admin', 'administrator', 'api', 'app', 'assets', 'auth', 'billing', 'blog', 'cart', 'checkout',
  'config', 'contact', 'dashboard', 'demo', 'docs', 'functions', 'help', 'language', 'legal', 'login', 'logout', 'mail',
  'media', 'menu', 'official', 'order', 'orders', 'owner', 'payments', 'preview', 'pricing', 'privacy', 'qr',
  'root', 'sandbox', 'security', 'settings', 'signin', 'signup', 'staff', 'start', 'static', 'status', 'stripe',
  'support', 'system', 'tabletap', 'tabletap-demo', 'tabletap-help', 'tabletap-official', 'tabletap-support', 'team',
  'terms', 'test', 'www',
]);
export const RESERVED_SLUG_MESSAGE = 'That link is reserved; please choose another';

/** One of RESERVED_SLUGS. None ends in '-2', '-3'..., so a generated slug's second candidate is never reserved. */
export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.has(slug);
}

/** Cut to `max` characters without leaving a hyphen at the end. */
function clip(slug: string, max: number): string {
  return slug.slice(0, max).replace(/-+$/, '');
}

/**
 * Lowercase, runs of anything but a-z and 0-9 to one '-', no '-' at either end. Accents are dropped first
 * ('Café Zoë' gives 'cafe-zoe', not 'caf-zo'); letters without a Latin form (中文, العربية) leave nothing.
 */
function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The slug a restaurant gets before any collision: from its name, else from the first 8 characters of its id. */
export function slugBase(name: string, restaurantId: string): string {
  const fromName = clip(slugify(name), SLUG_MAX_LENGTH);
  if (fromName) return fromName;
  return slugify(restaurantId.slice(0, SLUG_ID_FALLBACK_LENGTH)) || LAST_RESORT_SLUG;
}

/**
 * The slug to try at the given attempt: 1 gives `base`, 2 gives `base-2`, 3 gives `base-3` ... The base is cut
 * short when needed so the suffixed slug stays within SLUG_MAX_LENGTH.
 */
export function slugCandidate(base: string, attempt: number): string {
  if (!Number.isInteger(attempt) || attempt < 1) throw new RangeError(`attempt must be a whole number from 1, not ${attempt}`);
  if (attempt === 1) return clip(base, SLUG_MAX_LENGTH);
  const suffix = `-${attempt}`;
  return `${clip(base, SLUG_MAX_LENGTH - suffix.length)}${suffix}`;
}
