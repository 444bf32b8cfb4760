import { describe, expect, it } from 'vitest';
import {
  onboardingChecklist,
  READY_TO_LAUNCH_MESSAGE,
  setupProgress,
  stepsCompletedLabel,
  type SetupFacts,
} from '../../../shared/setup-progress';

const NOTHING: SetupFacts = { chargesEnabled: false, payoutsEnabled: false, brandingExists: false, categoryCount: 0, activeItemCount: 0 };
const EVERYTHING: SetupFacts = { chargesEnabled: true, payoutsEnabled: true, brandingExists: true, categoryCount: 2, activeItemCount: 5 };

describe('the onboarding checklist (SPEC.md 2 Onboarding, 4 checklist step completion)', () => {
  it('lists the four steps in order with their links (Publish QR to /owner/settings/qr, DESIGN.md 9.5)', () => {
    const { steps } = onboardingChecklist(NOTHING);
    expect(steps.map((s) => [s.number, s.title, s.href])).toEqual([
      [1, 'Connect Payments', '/owner/settings/payments'],
      [2, 'Set Branding', '/owner/settings/branding'],
      [3, 'Quick Menu Setup', '/owner/onboarding/menu-quick'],
      [4, 'Publish QR', '/owner/settings/qr'],
    ]);
  });

  it('starts at nothing done, every step "Set up", Publish QR disabled', () => {
    const checklist = onboardingChecklist(NOTHING);
    expect(checklist).toMatchObject({ completedCount: 0, totalCount: 4, percent: 0, label: '0 of 4 steps completed', setupComplete: false });
    expect(checklist.steps.map((s) => [s.id, s.complete, s.enabled, s.status, s.action])).toEqual([
      ['payments', false, true, null, 'Set up'],
      ['branding', false, true, null, 'Set up'],
      ['menu', false, true, null, 'Set up'],
      ['qr', false, false, null, 'Set up'],
    ]);
  });

  it('counts payments only when both charges and payouts are enabled', () => {
    const payments = (facts: Partial<SetupFacts>) => onboardingChecklist({ ...NOTHING, ...facts }).steps[0]!.complete;
    expect(payments({ chargesEnabled: true })).toBe(false);
    expect(payments({ payoutsEnabled: true })).toBe(false);
    expect(payments({ chargesEnabled: true, payoutsEnabled: true })).toBe(true);
  });

  it('counts branding when a branding row exists and the menu when there is a category (items not needed)', () => {
    const checklist = onboardingChecklist({ ...NOTHING, brandingExists: true, categoryCount: 1 });
    expect(checklist.steps.filter((s) => s.complete).map((s) => s.id)).toEqual(['branding', 'menu']);
    expect(onboardingChecklist({ ...NOTHING, activeItemCount: 3 }).steps[2]!.complete).toBe(false);
  });

  it('shows a completed step as "Complete" with a "Review" button', () => {
    const step = onboardingChecklist({ ...NOTHING, brandingExists: true }).steps[1]!;
    expect(step).toMatchObject({ complete: true, status: 'Complete', action: 'Review' });
  });

  it('counts whole percents', () => {
    expect(onboardingChecklist({ ...NOTHING, brandingExists: true })).toMatchObject({ percent: 25, label: '1 of 4 steps completed', setupComplete: false });
    expect(onboardingChecklist({ ...NOTHING, brandingExists: true, categoryCount: 1 })).toMatchObject({ percent: 50, label: '2 of 4 steps completed', setupComplete: false });
  });

  it('enables Publish QR only once payments, branding and menu are done, and never marks it complete', () => {
    for (const missing of ['chargesEnabled', 'payoutsEnabled', 'brandingExists', 'categoryCount'] as const) {
      const facts = { ...EVERYTHING, [missing]: missing === 'categoryCount' ? 0 : false };
      expect(onboardingChecklist(facts).steps[3]!.enabled, missing).toBe(false);
    }
    const done = onboardingChecklist(EVERYTHING);
    expect(done.steps[3]).toMatchObject({ enabled: true, complete: false, action: 'Set up' });
    expect(done).toMatchObject({ completedCount: 3, totalCount: 4, percent: 75, label: '3 of 4 steps completed', setupComplete: true });
  });
});

describe('the settings hub setup progress (SPEC.md 4, four steps)', () => {
  it('orders the steps branding, menu, payments, QR with their settings links', () => {
    expect(setupProgress(NOTHING).steps.map((s) => [s.id, s.href])).toEqual([
      ['branding', '/owner/settings/branding'],
      ['menu', '/owner/settings/menu-builder'],
      ['payments', '/owner/settings/payments'],
      ['qr', '/owner/settings/qr'],
    ]);
  });

  it('starts at 0% with branding next', () => {
    const progress = setupProgress(NOTHING);
    expect(progress).toMatchObject({ completedCount: 0, totalCount: 4, percent: 0, message: null });
    expect(progress.nextStep?.id).toBe('branding');
  });

  it('needs an active item for the menu (a category alone is not enough)', () => {
    expect(setupProgress({ ...NOTHING, categoryCount: 4 }).steps[1]!.complete).toBe(false);
    expect(setupProgress({ ...NOTHING, activeItemCount: 1 }).steps[1]!.complete).toBe(true);
  });

  it('needs only charges_enabled for payments (payouts are not asked)', () => {
    expect(setupProgress({ ...NOTHING, chargesEnabled: true }).steps[2]!.complete).toBe(true);
    expect(setupProgress({ ...NOTHING, payoutsEnabled: true }).steps[2]!.complete).toBe(false);
  });

  it('points at the first incomplete step, even when a later one is done', () => {
    const progress = setupProgress({ ...NOTHING, brandingExists: true, chargesEnabled: true });
    expect(progress).toMatchObject({ completedCount: 2, percent: 50 });
    expect(progress.nextStep).toEqual({ id: 'menu', title: 'Menu Builder', href: '/owner/settings/menu-builder', complete: false });
  });

  it('marks QR ready only when the three before are all done', () => {
    const almost = setupProgress({ ...EVERYTHING, activeItemCount: 0 });
    expect(almost.steps[3]!.complete).toBe(false);
    expect(almost).toMatchObject({ completedCount: 2, percent: 50 });
    const three = setupProgress({ ...NOTHING, brandingExists: true, activeItemCount: 1 });
    expect(three).toMatchObject({ percent: 50 });
    expect(three.nextStep?.id).toBe('payments');
  });

  it("says \"You're ready to launch\" at 100%, with no next step", () => {
    const progress = setupProgress({ ...NOTHING, brandingExists: true, activeItemCount: 1, chargesEnabled: true });
    expect(progress).toMatchObject({ completedCount: 4, percent: 100, nextStep: null, message: READY_TO_LAUNCH_MESSAGE });
    expect(READY_TO_LAUNCH_MESSAGE).toBe("You're ready to launch");
  });
});

describe('stepsCompletedLabel', () => {
  it("reads 'N of M steps completed'", () => {
    expect(stepsCompletedLabel(2, 4)).toBe('2 of 4 steps completed');
  });
});
