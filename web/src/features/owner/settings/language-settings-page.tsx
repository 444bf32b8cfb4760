import { useRef, useState, type FormEvent } from 'react';
import type { Restaurant } from '@shared/api';
import {
  setAutoDetectLanguage,
  setDefaultLanguage,
  toggleLanguage,
  validateLanguageSettings,
  type LanguageSettings,
} from '@shared/language-settings';
import { LANGUAGE_CODES, LANGUAGES, NATIVE_LANGUAGE_NAMES, isLanguageCode, type LanguageCode } from '@shared/languages';
import { toast } from '@/components/toast/toast-store';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useUpdateRestaurant } from '@/lib/restaurants/update-restaurant';
import { useOwnerRestaurant } from './owner-restaurant';
import { RestaurantRequired } from './restaurant-required';
import { SettingsPage } from './settings-page';
import { SwitchField } from './switch-field';
import './settings.css';

export const LANGUAGE_SETTINGS_SAVED_MESSAGE = 'Language settings saved successfully';
export const languageSettingsFailedMessage = (reason: string) => `Failed to save language settings: ${reason}`;

/** /owner/settings/language (SPEC.md section 2, Language settings; the rules are shared/language-settings.ts). */
export function LanguageSettingsPage() {
  const owner = useOwnerRestaurant();
  if (!owner.isPending && !owner.isError && !owner.restaurant) return <RestaurantRequired what="choose its languages" />;
  return (
    <SettingsPage title="Language Settings" intro="Choose the languages your guests can read your menu in.">
      {owner.isPending ? (
        <Spinner label="Loading language settings..." />
      ) : owner.isError || !owner.restaurant ? (
        <LoadError message="Failed to load restaurant data" onRetry={owner.retry} />
      ) : (
        <LanguageSettingsForm key={owner.restaurant.id} restaurant={owner.restaurant} />
      )}
    </SettingsPage>
  );
}

const settingsOf = (restaurant: Restaurant): LanguageSettings => ({
  enabledLanguages: restaurant.enabledLanguages,
  defaultLanguage: restaurant.defaultLanguage,
  autoDetectLanguage: restaurant.autoDetectLanguage,
});

const sameSettings = (a: LanguageSettings, b: LanguageSettings) =>
  a.defaultLanguage === b.defaultLanguage &&
  a.autoDetectLanguage === b.autoDetectLanguage &&
  a.enabledLanguages.length === b.enabledLanguages.length &&
  a.enabledLanguages.every((code) => b.enabledLanguages.includes(code));

const languageLabel = (code: LanguageCode) =>
  NATIVE_LANGUAGE_NAMES[code] === LANGUAGES[code] ? LANGUAGES[code] : `${NATIVE_LANGUAGE_NAMES[code]} (${LANGUAGES[code]})`;

function LanguageSettingsForm({ restaurant }: { restaurant: Restaurant }) {
  const saved = settingsOf(restaurant);
  const [settings, setSettings] = useState<LanguageSettings>(saved);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [defaultMoved, setDefaultMoved] = useState<string | null>(null);
  const update = useUpdateRestaurant(restaurant.id);
  // A second press (a double click) must not send the same change twice: not while the first is on its way, nor
  // once it is saved but the page has not caught up yet.
  const saving = useRef(false);
  const lastSaved = useRef<LanguageSettings | null>(null);
  const dirty = !sameSettings(settings, saved);

  function toggle(code: LanguageCode) {
    const change = toggleLanguage(settings, code);
    if (!change.ok) {
      setRefusal(change.error);
      return;
    }
    setRefusal(null);
    const moved = change.settings.defaultLanguage !== settings.defaultLanguage;
    setDefaultMoved(moved ? `${languageLabel(change.settings.defaultLanguage)} is now the default language.` : null);
    setSettings(change.settings);
  }

  function chooseDefault(value: string) {
    if (!isLanguageCode(value)) return;
    const change = setDefaultLanguage(settings, value);
    if (!change.ok) {
      setRefusal(change.error);
      return;
    }
    setRefusal(null);
    setDefaultMoved(null);
    setSettings(change.settings);
  }

  function save(event: FormEvent) {
    event.preventDefault();
    if (saving.current || (lastSaved.current && sameSettings(settings, lastSaved.current))) return;
    const problem = validateLanguageSettings(settings);
    if (problem) {
      setRefusal(problem);
      return;
    }
    saving.current = true;
    const sent = settings;
    update.mutate(
      {
        enabledLanguages: [...sent.enabledLanguages],
        defaultLanguage: sent.defaultLanguage,
        autoDetectLanguage: sent.autoDetectLanguage,
      },
      {
        onSuccess: () => {
          lastSaved.current = sent;
          setDefaultMoved(null);
          toast.success(LANGUAGE_SETTINGS_SAVED_MESSAGE);
        },
        onError: (error) => toast.error(languageSettingsFailedMessage(error.message)),
        onSettled: () => {
          saving.current = false;
        },
      },
    );
  }

  return (
    <form className="stack" onSubmit={save} noValidate>
      <fieldset className="card settings-fieldset" aria-describedby={refusal ? 'language-refusal' : undefined}>
        <legend className="settings-fieldset__legend">Enabled Languages</legend>
        <p className="muted">Guests choose from these when they scan your QR code.</p>
        <ul className="language-options">
          {LANGUAGE_CODES.map((code) => {
            const enabled = settings.enabledLanguages.includes(code);
            return (
              <li key={code}>
                <label className={enabled ? 'language-option language-option--on' : 'language-option'}>
                  <input type="checkbox" checked={enabled} onChange={() => toggle(code)} />
                  <span className="language-option__names">
                    <span lang={code} dir="auto" className="language-option__native">
                      {NATIVE_LANGUAGE_NAMES[code]}
                    </span>
                    {NATIVE_LANGUAGE_NAMES[code] !== LANGUAGES[code] ? <span className="muted">{LANGUAGES[code]}</span> : null}
                  </span>
                  {code === settings.defaultLanguage ? <span className="badge language-option__badge">Default</span> : null}
                </label>
              </li>
            );
          })}
        </ul>
        {refusal ? (
          <p id="language-refusal" className="field__error" role="alert">
            {refusal}
          </p>
        ) : null}
        <p className="muted" role="status">
          {defaultMoved}
        </p>
      </fieldset>

      <div className="card stack">
        <div className="field">
          <label className="field__label" htmlFor="default-language">
            Default Language
          </label>
          <select
            id="default-language"
            className="input settings-select"
            value={settings.defaultLanguage}
            aria-describedby="default-language-help"
            onChange={(event) => chooseDefault(event.target.value)}
          >
            {settings.enabledLanguages.map((code) => (
              <option key={code} value={code}>
                {languageLabel(code)}
              </option>
            ))}
          </select>
          <p id="default-language-help" className="muted settings-help">
            Shown first, and used when a guest's own language is not enabled.
          </p>
        </div>
        <SwitchField
          label="Auto-detect language"
          description="Open the menu in the guest's browser language when it is enabled."
          checked={settings.autoDetectLanguage}
          onChange={(on) => setSettings((current) => setAutoDetectLanguage(current, on))}
        />
      </div>

      <div className="settings-actions">
        <button type="submit" className="button" disabled={update.isPending || !dirty}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </button>
        {dirty ? <span className="muted">You have unsaved changes.</span> : null}
      </div>
    </form>
  );
}
