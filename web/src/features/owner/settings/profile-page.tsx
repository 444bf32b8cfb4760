import { useRef, useState, type FormEvent } from 'react';
import type { Restaurant } from '@shared/api';
import { priceOrder } from '@shared/pricing';
import { PROFILE_LIMITS, RESTAURANT_CURRENCIES } from '@shared/restaurant-profile';
import { toast } from '@/components/toast/toast-store';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api';
import { formatMoney } from '@/lib/format';
import { useUpdateRestaurant } from '@/lib/restaurants/update-restaurant';
import { OpeningHoursEditor } from './opening-hours-editor';
import { useOwnerRestaurant } from './owner-restaurant';
import { draftOf, parseTaxPercent, profileChanges, timeZoneChoices, type ProfileDraft, type ProfileErrors } from './profile-form';
import { RestaurantRequired } from './restaurant-required';
import { SettingsPage } from './settings-page';
import { SwitchField } from './switch-field';
import { TablePaymentSection } from './table-payment-section';
import { WaitingOrdersSection } from './waiting-orders-section';
import { WaiterAssistanceCard } from './waiter-assistance-card';
import './settings.css';

export const PROFILE_SAVED_MESSAGE = 'Restaurant profile saved';

/**
 * /owner/settings/profile: the restaurant's name, contact details, opening hours, time zone, currency and tax, and
 * when a table pays; below the form, the waiter-assistance switch (saved at once).
 */
export function ProfilePage() {
  const owner = useOwnerRestaurant();
  if (!owner.isPending && !owner.isError && !owner.restaurant) return <RestaurantRequired what="edit its profile" />;
  return (
    <SettingsPage
      title="Restaurant Profile"
      intro="What your guests, table cards and receipts show about your restaurant, how its prices are taxed and when tables pay."
    >
      {owner.isPending ? (
        <Spinner label="Loading your restaurant..." />
      ) : owner.isError || !owner.restaurant ? (
        <LoadError message="Failed to load restaurant data" onRetry={owner.retry} />
      ) : (
        <>
          <ProfileForm key={owner.restaurant.id} restaurant={owner.restaurant} />
          <WaiterAssistanceCard key={`${owner.restaurant.id}-waiter`} restaurant={owner.restaurant} />
        </>
      )}
    </SettingsPage>
  );
}

const currencyName = (code: string) => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
};

function ProfileForm({ restaurant }: { restaurant: Restaurant }) {
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(restaurant));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const update = useUpdateRestaurant(restaurant.id);
  // A double click sends one change: nothing while the first is on its way.
  const saving = useRef(false);
  const { changes } = profileChanges(draft, restaurant);
  const dirty = changes !== null || Object.keys(profileChanges(draft, restaurant).errors).length > 0;
  const set = <K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  function save(event: FormEvent) {
    event.preventDefault();
    if (saving.current) return;
    const result = profileChanges(draft, restaurant);
    setErrors(result.errors);
    if (Object.keys(result.errors).length > 0) {
      toast.error('Please fix the highlighted fields.');
      return;
    }
    if (!result.changes) return;
    saving.current = true;
    update.mutate(result.changes, {
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        toast.success(PROFILE_SAVED_MESSAGE);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) {
          setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k === 'taxRateBps' ? 'taxPercent' : k, v])));
        }
        toast.error(`Failed to save the profile: ${error.message}`);
      },
      onSettled: () => {
        saving.current = false;
      },
    });
  }

  // A $10.00 dish priced by the same rule as the cart and checkout (shared/pricing.ts).
  const example = priceOrder({
    lines: [{ unitPriceCents: 1000, qty: 1 }],
    taxRateBps: parseTaxPercent(draft.taxPercent) ?? 0,
    taxIncluded: draft.taxIncluded,
    tip: { kind: 'none' },
  });
  const money = (cents: number) => formatMoney(cents, draft.currency);

  return (
    <form className="stack" onSubmit={save} noValidate aria-label="Restaurant profile">
      <div className="card stack">
        <h2 className="settings-section__title">About</h2>
        <TextField
          id="profile-name"
          label="Restaurant name"
          value={draft.name}
          maxLength={PROFILE_LIMITS.name}
          required
          autoComplete="organization"
          error={errors.name}
          onChange={(event) => set('name', event.target.value)}
        />
        <div className="field">
          <label className="field__label" htmlFor="profile-description">
            Description
          </label>
          <textarea
            id="profile-description"
            className="input"
            rows={3}
            maxLength={PROFILE_LIMITS.description}
            value={draft.description}
            aria-invalid={errors.description ? true : undefined}
            onChange={(event) => set('description', event.target.value)}
          />
          {errors.description ? <p className="field__error">{errors.description}</p> : null}
        </div>
        <TextField
          id="profile-address"
          label="Address"
          value={draft.address}
          maxLength={PROFILE_LIMITS.address}
          autoComplete="street-address"
          placeholder="12 Market Street, Springfield"
          error={errors.address}
          onChange={(event) => set('address', event.target.value)}
        />
        <TextField
          id="profile-phone"
          label="Phone"
          type="tel"
          value={draft.phone}
          maxLength={PROFILE_LIMITS.phone}
          autoComplete="tel"
          placeholder="+1 555 010 2030"
          error={errors.phone}
          onChange={(event) => set('phone', event.target.value)}
        />
      </div>

      <OpeningHoursEditor periods={draft.openingHours} error={errors.openingHours} onChange={(periods) => set('openingHours', periods)} />

      <div className="card stack">
        <h2 className="settings-section__title">Money and time</h2>
        <div className="field">
          <label className="field__label" htmlFor="profile-time-zone">
            Time zone
          </label>
          <select
            id="profile-time-zone"
            className="input settings-select"
            value={draft.timeZone}
            aria-describedby="profile-time-zone-help"
            onChange={(event) => set('timeZone', event.target.value)}
          >
            {timeZoneChoices(restaurant.timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, ' ')}
              </option>
            ))}
          </select>
          <p id="profile-time-zone-help" className="muted settings-help">
            Your opening hours, the orders board's day and analytics follow it.
          </p>
          {errors.timeZone ? <p className="field__error">{errors.timeZone}</p> : null}
        </div>
        <div className="field">
          <label className="field__label" htmlFor="profile-currency">
            Currency
          </label>
          <select
            id="profile-currency"
            className="input settings-select"
            value={draft.currency}
            aria-describedby="profile-currency-help"
            onChange={(event) => set('currency', event.target.value)}
          >
            {RESTAURANT_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code} – {currencyName(code)}
              </option>
            ))}
          </select>
          <p id="profile-currency-help" className="muted settings-help">
            {draft.currency !== restaurant.currency
              ? `Your menu prices keep their numbers and will be charged in ${draft.currency}: check them after saving.`
              : 'Guests are charged in this currency.'}
          </p>
          {errors.currency ? <p className="field__error">{errors.currency}</p> : null}
        </div>
        <TextField
          id="profile-tax"
          label="Tax rate (%)"
          inputMode="decimal"
          value={draft.taxPercent}
          error={errors.taxPercent}
          className="profile-tax"
          onChange={(event) => set('taxPercent', event.target.value)}
        />
        <SwitchField
          label="Menu prices include tax"
          description="Common for VAT in Europe: guests pay the menu price and the receipt shows the tax it contains. Off: tax is added at checkout."
          checked={draft.taxIncluded}
          onChange={(on) => set('taxIncluded', on)}
        />
        <p className="muted" aria-live="polite">
          Example: a dish priced {money(example.subtotalCents)} costs the guest {money(example.totalCents)}, of which{' '}
          {money(example.taxCents)} is tax. Changes apply to new orders; orders already placed keep what they were charged.
        </p>
      </div>

      <TablePaymentSection
        mode={draft.tablePayment}
        minutes={draft.tabChargeAfterMinutes}
        error={errors.tabChargeAfterMinutes}
        onMode={(mode) => set('tablePayment', mode)}
        onMinutes={(text) => set('tabChargeAfterMinutes', text)}
      />

      <WaitingOrdersSection
        lateMinutes={draft.lateOrderMinutes}
        escalateMinutes={draft.escalateOrderMinutes}
        errors={{ late: errors.lateOrderMinutes, escalate: errors.escalateOrderMinutes }}
        onLate={(text) => set('lateOrderMinutes', text)}
        onEscalate={(text) => set('escalateOrderMinutes', text)}
      />

      <div className="settings-actions">
        <button type="submit" className="button" disabled={update.isPending || !dirty}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </button>
        {dirty ? <span className="muted">You have unsaved changes.</span> : null}
      </div>
    </form>
  );
}
