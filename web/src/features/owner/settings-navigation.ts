/** The settings layout's side menu and back button (SPEC.md section 2, settings hub). */
export const SETTINGS_ROOT = '/owner/settings';

export const SETTINGS_MENU = [
  { label: 'Profile', to: '/owner/settings/profile' },
  { label: 'Branding', to: '/owner/settings/branding' },
  { label: 'Menu Builder', to: '/owner/settings/menu-builder' },
  { label: 'Payments', to: '/owner/settings/payments' },
  { label: 'QR Codes', to: '/owner/settings/qr' },
  { label: 'Staff', to: '/owner/settings/business/staff' },
] as const;

/** From the settings root back to the dashboard; from any settings page back to the settings root. */
export function settingsBackLink(pathname: string): { to: string; label: string } {
  const atRoot = pathname.replace(/\/+$/, '') === SETTINGS_ROOT;
  return atRoot ? { to: '/owner/dashboard', label: 'Back to Dashboard' } : { to: SETTINGS_ROOT, label: 'Back to Settings' };
}

/**
 * The one settings page open to staff and managers: the QR codes (and their print view). SPEC.md section 6 has the
 * QR page fall back to the restaurant a member staffs, from the time it lived at /qr (DESIGN.md 9.5 moved it here),
 * so a waiter can print a lost table card. Everything else under settings stays the owner's.
 */
export function settingsOpenToStaff(pathname: string): boolean {
  return /^\/owner\/settings\/qr(\/print)?\/?$/.test(pathname);
}
