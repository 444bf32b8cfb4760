/**
 * How far an owner is with setting up their restaurant, in the two places that show it (SPEC.md section 4,
 * "Checklist step completion" and "Setup progress (settings hub)"; screens in section 2, Onboarding and Settings
 * hub; the derived "Setup overview" of section 3): the onboarding checklist at /owner/onboarding and the settings
 * hub's setup-progress card. Both are pure functions of a few facts about the restaurant.
 */

/** The facts both views need, named after the entities of SPEC.md section 3 (camelCase as in shared/api). */
export interface SetupFacts {
  /** restaurants.charges_enabled */
  chargesEnabled: boolean;
  /** restaurants.payouts_enabled */
  payoutsEnabled: boolean;
  /** A restaurant_branding row exists (shared/api Branding.saved); the shown defaults do not count. */
  brandingExists: boolean;
  /** How many menu_categories the restaurant has. */
  categoryCount: number;
  /** How many of its menu_items have is_active true. */
  activeItemCount: number;
}

export function stepsCompletedLabel(completed: number, total: number): string {
  return `${completed} of ${total} steps completed`;
}

function percentOf(completed: number, total: number): number {
  return total === 0 ? 0 : Math.round((completed / total) * 100);
}

// ---- The onboarding checklist (/owner/onboarding, 'Restaurant Setup') ----

export type ChecklistStepId = 'payments' | 'branding' | 'menu' | 'qr';

export interface ChecklistStep {
  id: ChecklistStepId;
  /** 1 to 4, as shown. */
  number: number;
  title: string;
  href: string;
  complete: boolean;
  /** Publish QR opens only once payments, branding and menu are done; the others always can be opened. */
  enabled: boolean;
  /** The badge of a completed step. */
  status: 'Complete' | null;
  action: 'Review' | 'Set up';
}

export interface OnboardingChecklist {
  steps: ChecklistStep[];
  completedCount: number;
  /** Every step, Publish QR included (the owner sees '0 of 4' on arrival); Publish QR itself is never marked complete. */
  totalCount: number;
  /** 'N of M steps completed' */
  label: string;
  /** 0 to 100, whole. */
  percent: number;
  /**
   * Payments, branding and menu are done: the 'Setup Complete' card with 'Generate QR Codes' (the QR step's own
   * link) and 'View Dashboard'. SPEC.md says "at 100%" but also that the QR step is never complete, so the card
   * stands for the QR step once it is the only one left (3 of 4, 75%).
   */
  setupComplete: boolean;
}

export const CHECKLIST_LINKS = {
  // /owner/payments and /owner/branding (SPEC.md section 2) only redirect to these.
  payments: '/owner/settings/payments',
  branding: '/owner/settings/branding',
  menu: '/owner/onboarding/menu-quick',
  // DESIGN.md 9.5: the checklist's 'Publish QR' goes to /owner/settings/qr (SPEC.md says /qr).
  qr: '/owner/settings/qr',
} as const satisfies Record<ChecklistStepId, string>;

export const DASHBOARD_LINK = '/owner/dashboard';

/**
 * Payments is done when both charges and payouts are enabled, branding when a branding row exists, the menu when
 * it has at least one category; Publish QR is never marked complete and is enabled once those three are done.
 */
export function onboardingChecklist(facts: SetupFacts): OnboardingChecklist {
  const payments = facts.chargesEnabled && facts.payoutsEnabled;
  const branding = facts.brandingExists;
  const menu = facts.categoryCount > 0;
  const step = (id: ChecklistStepId, number: number, title: string, complete: boolean, enabled = true): ChecklistStep => ({
    id,
    number,
    title,
    href: CHECKLIST_LINKS[id],
    complete,
    enabled,
    status: complete ? 'Complete' : null,
    action: complete ? 'Review' : 'Set up',
  });
  const steps = [
    step('payments', 1, 'Connect Payments', payments),
    step('branding', 2, 'Set Branding', branding),
    step('menu', 3, 'Quick Menu Setup', menu),
    step('qr', 4, 'Publish QR', false, payments && branding && menu),
  ];
  const completedCount = steps.filter((s) => s.complete).length;
  const totalCount = steps.length;
  const percent = percentOf(completedCount, totalCount);
  const setupComplete = payments && branding && menu;
  return { steps, completedCount, totalCount, label: stepsCompletedLabel(completedCount, totalCount), percent, setupComplete };
}

// ---- The settings hub's setup-progress card (/owner/settings) ----

export type SetupStepId = 'branding' | 'menu' | 'payments' | 'qr';

export interface SetupStep {
  id: SetupStepId;
  title: string;
  href: string;
  complete: boolean;
}

export interface SetupProgress {
  steps: SetupStep[];
  completedCount: number;
  totalCount: number;
  /** completed / 4, 0 to 100. */
  percent: number;
  /** The first incomplete step, whose link the card offers; null at 100%. */
  nextStep: SetupStep | null;
  /** "You're ready to launch" at 100%, else null. */
  message: string | null;
}

export const READY_TO_LAUNCH_MESSAGE = "You're ready to launch";

export const SETUP_STEP_LINKS = {
  branding: '/owner/settings/branding',
  menu: '/owner/settings/menu-builder',
  payments: '/owner/settings/payments',
  qr: '/owner/settings/qr',
} as const satisfies Record<SetupStepId, string>;

/** SPEC.md names the steps but gives them no titles; these follow the settings side menu. */
const SETUP_STEP_TITLES: Record<SetupStepId, string> = {
  branding: 'Branding',
  menu: 'Menu Builder',
  payments: 'Payments',
  qr: 'QR Codes',
};

/**
 * Four steps in order: branding (a branding row exists), menu (at least one active item), payments (charges
 * enabled; payouts are not asked here), QR ready (the three before are all done).
 */
export function setupProgress(facts: SetupFacts): SetupProgress {
  const branding = facts.brandingExists;
  const menu = facts.activeItemCount > 0;
  const payments = facts.chargesEnabled;
  const done: Record<SetupStepId, boolean> = { branding, menu, payments, qr: branding && menu && payments };
  const steps = (['branding', 'menu', 'payments', 'qr'] as const).map(
    (id): SetupStep => ({ id, title: SETUP_STEP_TITLES[id], href: SETUP_STEP_LINKS[id], complete: done[id] }),
  );
  const completedCount = steps.filter((s) => s.complete).length;
  const percent = percentOf(completedCount, steps.length);
  return {
    steps,
    completedCount,
    totalCount: steps.length,
    percent,
    nextStep: steps.find((s) => !s.complete) ?? null,
    message: percent === 100 ? READY_TO_LAUNCH_MESSAGE : null,
  };
}
