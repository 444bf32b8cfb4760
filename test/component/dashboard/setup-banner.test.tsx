/**
 * The reminder above the dashboard's tabs reads the restaurant's real state: onboarding not completed (owners, the
 * SPEC's banner), or a connected account that cannot charge or pay out yet (everyone; only owners get the link).
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { OnboardingBanner, setupBannerKind } from '../../../web/src/features/dashboard/components/onboarding-banner';

const ready = { onboardingCompletedAt: '2026-11-20T10:00:00.000Z', chargesEnabled: true, payoutsEnabled: true };

describe('setupBannerKind', () => {
  it('asks an owner to finish onboarding first, then to connect payments, then nothing', () => {
    expect(setupBannerKind({ ...ready, onboardingCompletedAt: null, chargesEnabled: false }, 'owner')).toBe('setup');
    expect(setupBannerKind({ ...ready, payoutsEnabled: false }, 'owner')).toBe('payments');
    expect(setupBannerKind({ ...ready, chargesEnabled: false }, 'owner')).toBe('payments');
    expect(setupBannerKind(ready, 'owner')).toBeNull();
  });

  it('tells staff and managers only that diners cannot pay (they cannot finish the setup)', () => {
    expect(setupBannerKind({ ...ready, onboardingCompletedAt: null }, 'staff')).toBeNull();
    expect(setupBannerKind({ ...ready, onboardingCompletedAt: null, chargesEnabled: false }, 'manager')).toBe('payments');
  });
});

describe('OnboardingBanner', () => {
  beforeEach(() => sessionStorage.clear());

  it("gives the owner the way to the payments page and stays dismissed for the browser session", async () => {
    const { unmount } = render(
      <MemoryRouter>
        <OnboardingBanner restaurantId="r1" kind="payments" isOwner />
      </MemoryRouter>,
    );
    const banner = screen.getByRole('region', { name: 'Payments' });
    expect(banner.textContent).toContain('Diners cannot pay yet: finish connecting payments');
    expect(screen.getByRole('link', { name: 'Set up payments' }).getAttribute('href')).toBe('/owner/settings/payments');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss payments reminder' }));
    expect(screen.queryByRole('region', { name: 'Payments' })).toBeNull();
    unmount();
    render(
      <MemoryRouter>
        <OnboardingBanner restaurantId="r1" kind="payments" isOwner />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('region', { name: 'Payments' })).toBeNull();
  });

  it('shows a waiter the notice without a link they could not use', () => {
    render(
      <MemoryRouter>
        <OnboardingBanner restaurantId="r1" kind="payments" isOwner={false} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('region', { name: 'Payments' }).textContent).toContain('the owner is finishing the payment setup');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
