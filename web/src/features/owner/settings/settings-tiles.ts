/** The settings hub's tiles, grouped as SPEC.md section 2 (Settings hub) lists them. */
export type TileIcon = 'store' | 'palette' | 'globe' | 'eye' | 'menu' | 'card' | 'users' | 'qr' | 'bell' | 'shield';

export interface SettingsTile {
  title: string;
  text: string;
  icon: TileIcon;
  /** null: shown as 'Coming Soon', disabled. */
  to: string | null;
}

export interface SettingsGroup {
  title: string;
  tiles: SettingsTile[];
}

export const COMING_SOON = 'Coming Soon';

export const SETTINGS_GROUPS: SettingsGroup[] = [
  {
    title: 'Appearance',
    tiles: [
      {
        title: 'Restaurant Profile',
        text: 'Name, address, opening hours, time zone, currency, tax and when tables pay.',
        icon: 'store',
        to: '/owner/settings/profile',
      },
      { title: 'Branding & Colors', text: 'Your colours and logo on the menu your guests see.', icon: 'palette', to: '/owner/settings/branding' },
      { title: 'Language Settings', text: 'The languages your menu is offered in, and the default.', icon: 'globe', to: '/owner/settings/language' },
      { title: 'Customer Preview', text: 'Open your menu as a guest sees it and share its links.', icon: 'eye', to: '/owner/settings/customer-preview' },
    ],
  },
  {
    title: 'Business',
    tiles: [
      { title: 'Menu Builder', text: 'Categories, dishes, prices and availability.', icon: 'menu', to: '/owner/settings/menu-builder' },
      { title: 'Payment Settings', text: 'Connect Stripe to take payments and receive payouts.', icon: 'card', to: '/owner/settings/payments' },
      { title: 'Staff Management', text: 'Invite your team and choose what they can do.', icon: 'users', to: '/owner/settings/business/staff' },
      { title: 'QR Codes', text: 'Print codes for your tables, in every language.', icon: 'qr', to: '/owner/settings/qr' },
    ],
  },
  {
    title: 'Preferences',
    tiles: [
      { title: 'Notifications', text: 'Choose how you hear about new orders.', icon: 'bell', to: null },
      { title: 'Security & Privacy', text: 'Sign-in and data settings for your account.', icon: 'shield', to: null },
    ],
  },
];
