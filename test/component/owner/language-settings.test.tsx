/**
 * The language settings page, rendered for real (LanguageSettingsPage, shared/language-settings' rules,
 * useUpdateRestaurant's PATCH) with the API answered at fetch: the rules as the owner meets them, and saving.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LanguageSettingsPage } from '../../../web/src/features/owner/settings/language-settings-page';
import { me, mockOwnerApi, renderAt, restaurant, RESTAURANT_PATH } from './owner-fixtures';

// Mocked at Amplify, not at lib/amplify/session: see settings-hub.test.tsx.
vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'test-id-token' } } }) }));

// The first render of a file loads the page's modules: more than findBy's default second on a busy machine.
const SLOW = { timeout: 5000 };
const open = () => renderAt('/owner/settings/language', <LanguageSettingsPage />);
const checkbox = (name: RegExp) => screen.getByRole('checkbox', { name });
const defaultSelect = () => screen.getByRole('combobox', { name: 'Default Language' }) as HTMLSelectElement;
const optionsOf = (select: HTMLSelectElement) => Array.from(select.options).map((option) => option.value);

describe('language settings', () => {
  it('shows every language by its own name, the enabled ones checked, the default chosen among them', async () => {
    mockOwnerApi();
    open();

    expect(screen.getByRole('heading', { name: 'Language Settings' })).toBeTruthy();
    expect(await screen.findAllByRole('checkbox', undefined, SLOW)).toHaveLength(9);
    expect((checkbox(/^Español/) as HTMLInputElement).checked).toBe(true);
    expect((checkbox(/^Deutsch/) as HTMLInputElement).checked).toBe(false);
    expect(checkbox(/^日本語/)).toBeTruthy();
    expect(defaultSelect().value).toBe('en');
    expect(optionsOf(defaultSelect())).toEqual(['en', 'es', 'nl']);
    expect((screen.getByRole('switch', { name: 'Auto-detect language' }) as HTMLInputElement).checked).toBe(true);
  });

  it("refuses to turn off the last language: 'At least one language must be enabled'", async () => {
    mockOwnerApi({ restaurant: restaurant({ enabledLanguages: ['en'], defaultLanguage: 'en' }) });
    const { user } = open();

    await user.click(await screen.findByRole('checkbox', { name: /^English/ }, SLOW));
    expect(screen.getByRole('alert').textContent).toBe('At least one language must be enabled');
    expect((checkbox(/^English/) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Save Changes' }).hasAttribute('disabled')).toBe(true);
  });

  it('turning off the default makes the first remaining enabled language the default', async () => {
    mockOwnerApi({ restaurant: restaurant({ enabledLanguages: ['en', 'es', 'nl'], defaultLanguage: 'es' }) });
    const { user } = open();

    await user.click(await screen.findByRole('checkbox', { name: /^Español/ }, SLOW));
    expect((checkbox(/^Español/) as HTMLInputElement).checked).toBe(false);
    expect(defaultSelect().value).toBe('en');
    expect(optionsOf(defaultSelect())).toEqual(['en', 'nl']);
    expect(screen.getByText('English is now the default language.')).toBeTruthy();
  });

  it("saves enabled, default and auto-detect in one PATCH: 'Language settings saved successfully', once on a double click", async () => {
    const api = mockOwnerApi({
      routes: { [`PATCH ${RESTAURANT_PATH}`]: ({ body }) => ({ body: restaurant(body as object) }) },
    });
    const { user } = open();

    await user.click(await screen.findByRole('checkbox', { name: /^Deutsch/ }, SLOW));
    await user.selectOptions(defaultSelect(), 'de');
    await user.click(screen.getByRole('switch', { name: 'Auto-detect language' }));
    await user.dblClick(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Language settings saved successfully')).toBeTruthy();
    const patches = api.calls.filter((call) => call.method === 'PATCH');
    expect(patches).toHaveLength(1);
    expect(patches[0]!.body).toEqual({ enabledLanguages: ['en', 'es', 'nl', 'de'], defaultLanguage: 'de', autoDetectLanguage: false });
    // Saved: nothing left to save.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Changes' }).hasAttribute('disabled')).toBe(true));
  });

  it("says why a save failed: 'Failed to save language settings: {reason}'", async () => {
    mockOwnerApi({
      routes: { [`PATCH ${RESTAURANT_PATH}`]: () => ({ status: 500, body: { error: { code: 'internal', message: 'Something broke' } } }) },
    });
    const { user } = open();

    await user.click(await screen.findByRole('checkbox', { name: /^Italiano/ }, SLOW));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to save language settings: Something broke')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Changes' }).hasAttribute('disabled')).toBe(false);
  });

  it("without a restaurant: 'Restaurant Required' with a link to onboarding", async () => {
    mockOwnerApi({ me: { ...me(), memberships: [] } });
    open();

    expect(await screen.findByRole('heading', { name: 'Restaurant Required' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete Setup' }).getAttribute('href')).toBe('/owner/onboarding');
  });
});
