import { useCallback, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PLATFORM_FEE_PERCENT, type ConnectAccountSession, type ConnectStatus } from '@shared/api/payments';
import { platformFeeCents } from '@shared/pricing';
import type { Restaurant } from '@shared/api';
import { toast } from '@/components/toast/toast-store';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/format';
import { useOwnerRestaurant } from '../settings/owner-restaurant';
import { RestaurantRequired } from '../settings/restaurant-required';
import { SettingsPage } from '../settings/settings-page';
import {
  createAccountSession,
  isPaymentReady,
  paymentStateChanged,
  useOnboardingLink,
  useOnboardingSetup,
  usePaymentStatus,
  type OnboardingSetupError,
} from './payments-api';
import { requirementItems } from './requirement-labels';
import { SandboxOnboarding } from './sandbox-onboarding';
import '../settings/settings.css';
import './payments.css';

/** SPEC.md section 8, Payments (plus this page's own words). */
export const PAYMENT_MESSAGES = {
  restaurantFailed: 'Failed to load restaurant data',
  statusFailed: 'Failed to check payment status',
  accountToast: 'Failed to create Stripe account',
  sessionToast: 'Failed to create onboarding session',
  linkToast: 'Failed to create onboarding link',
  accountPanel: 'Failed to create or retrieve Stripe account',
  sessionPanel: 'Failed to create onboarding session',
  connectPanel: 'Failed to initialize Stripe Connect',
  chargesOff: 'Complete the onboarding process to start accepting payments from customers.',
  ready: 'Your account is ready to accept payments',
  finished: 'Payments are set up: your restaurant can accept payments',
  stillVerifying: 'Your details were sent. Stripe is still checking them: refresh the status in a moment.',
  linkExpired: 'The onboarding link expired. Open it again to continue.',
} as const;

/** How the page waits for the webhook after the sandbox's last step: every second, for up to 15 s. */
export const FINISH_POLL_MS = 1000;
export const FINISH_POLL_LIMIT_MS = 15_000;

/** /owner/settings/payments (SPEC.md section 2, Payments): Stripe Connect onboarding and the account's state. */
export function PaymentsPage() {
  const owner = useOwnerRestaurant();
  const failed = owner.isError;
  useEffect(() => {
    if (failed) toast.error(PAYMENT_MESSAGES.restaurantFailed);
  }, [failed]);
  if (!owner.isPending && !owner.isError && !owner.restaurant) return <RestaurantRequired what="set up payments" />;
  return (
    <SettingsPage title="Payment Settings" intro="Connect a Stripe account to accept payments from your diners and receive payouts.">
      {owner.isPending ? (
        <Spinner label="Loading payment settings..." />
      ) : owner.isError || !owner.restaurant ? (
        <LoadError message={PAYMENT_MESSAGES.restaurantFailed} onRetry={owner.retry} />
      ) : (
        <PaymentsManager key={owner.restaurant.id} restaurant={owner.restaurant} />
      )}
    </SettingsPage>
  );
}

function PaymentsManager({ restaurant }: { restaurant: Restaurant }) {
  const restaurantId = restaurant.id;
  const queryClient = useQueryClient();
  const status = usePaymentStatus(restaurantId);
  const [refreshing, setRefreshing] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();

  const refresh = useCallback(async () => {
    setRefreshing(true);
    const result = await status.refetch();
    setRefreshing(false);
    if (result.isError) toast.error(PAYMENT_MESSAGES.statusFailed);
    return result.data;
  }, [status]);

  // Back from the hosted fallback (?onboarding=return|refresh): read the status again, once, and tidy the address.
  const returning = searchParams.get('onboarding');
  const handledReturn = useRef(false);
  useEffect(() => {
    if (handledReturn.current || (returning !== 'return' && returning !== 'refresh')) return;
    handledReturn.current = true;
    if (returning === 'refresh') toast.info(PAYMENT_MESSAGES.linkExpired);
    void refresh().then(() => paymentStateChanged(queryClient, restaurantId));
    setSearchParams(
      (params) => {
        params.delete('onboarding');
        return params;
      },
      { replace: true },
    );
  }, [returning, refresh, setSearchParams, queryClient, restaurantId]);

  const statusFailed = status.isError && !status.data;
  useEffect(() => {
    if (statusFailed) toast.error(PAYMENT_MESSAGES.statusFailed);
  }, [statusFailed]);

  // After the sandbox's last step: the webhook flips the flags; poll until they show (or give up and say so).
  const readStatus = useEffectEvent(() => status.refetch());
  useEffect(() => {
    if (!finishing) return;
    let stopped = false;
    const started = Date.now();
    const tick = async () => {
      if (stopped) return;
      const result = await readStatus();
      if (stopped) return;
      if (result.data && isPaymentReady(result.data)) {
        setFinishing(false);
        toast.success(PAYMENT_MESSAGES.finished);
        await paymentStateChanged(queryClient, restaurantId);
      } else if (Date.now() - started >= FINISH_POLL_LIMIT_MS) {
        setFinishing(false);
        toast.info(PAYMENT_MESSAGES.stillVerifying);
      } else {
        timer = setTimeout(() => void tick(), FINISH_POLL_MS);
      }
    };
    let timer = setTimeout(() => void tick(), 0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [finishing, queryClient, restaurantId]);

  if (status.isPending) return <Spinner label="Checking payment status..." />;
  if (!status.data) return <LoadError message={PAYMENT_MESSAGES.statusFailed} onRetry={() => void refresh()} />;

  const ready = isPaymentReady(status.data);
  return (
    <div className="payments-layout">
      <div className="stack payments-layout__main">
        <StatusCard status={status.data} refreshing={refreshing} onRefresh={() => void refresh()} />
        <ActionRequired status={status.data} />
        <AccountSetup
          restaurant={restaurant}
          status={status.data}
          ready={ready}
          finishing={finishing}
          onExit={() => void refresh()}
          onStepDone={() => void status.refetch()}
          onFinished={() => setFinishing(true)}
        />
      </div>
      <PlatformFees currency={restaurant.currency} />
    </div>
  );
}

function StatusBadge({ on }: { on: boolean }) {
  return <span className={on ? 'badge payments-badge payments-badge--on' : 'badge payments-badge payments-badge--off'}>{on ? 'Enabled' : 'Disabled'}</span>;
}

function StatusCard({ status, refreshing, onRefresh }: { status: ConnectStatus; refreshing: boolean; onRefresh: () => void }) {
  const titleId = useId();
  return (
    <section className="card stack" aria-labelledby={titleId} aria-busy={refreshing}>
      <div className="payments-card__header">
        <h2 id={titleId} className="section-title">
          Account Status
        </h2>
        <button type="button" className="button button--outline payments-refresh" onClick={onRefresh} disabled={refreshing}>
          {refreshing ? <span className="spinner payments-refresh__spinner" aria-hidden="true" /> : null}
          {refreshing ? 'Refreshing status...' : 'Refresh status'}
        </button>
      </div>
      <dl className="payments-status">
        <div className="payments-status__row">
          <dt>Accept Payments</dt>
          <dd>
            <StatusBadge on={status.chargesEnabled} />
          </dd>
        </div>
        <div className="payments-status__row">
          <dt>Receive Payouts</dt>
          <dd>
            <StatusBadge on={status.payoutsEnabled} />
          </dd>
        </div>
      </dl>
      {status.chargesEnabled ? null : <p className="notice notice--warning">{PAYMENT_MESSAGES.chargesOff}</p>}
    </section>
  );
}

function ActionRequired({ status }: { status: ConnectStatus }) {
  const titleId = useId();
  const items = requirementItems(status.requirements);
  if (items.length === 0) return null;
  return (
    <section className="card stack" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        Action Required
      </h2>
      <p className="muted">Stripe needs the following before your restaurant can take payments and receive payouts:</p>
      <ul className="payments-requirements">
        {items.map((item) => (
          <li key={item.label} className={item.pastDue ? 'payments-requirements__item payments-requirements__item--late' : 'payments-requirements__item'}>
            <span>{item.label}</span>
            {item.pastDue ? <span className="badge payments-badge payments-badge--late">Past due</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

interface AccountSetupProps {
  restaurant: Restaurant;
  status: ConnectStatus;
  ready: boolean;
  finishing: boolean;
  onExit: () => void;
  onStepDone: () => void;
  onFinished: () => void;
}

function AccountSetup({ restaurant, status, ready, finishing, onExit, onStepDone, onFinished }: AccountSetupProps) {
  const titleId = useId();
  return (
    <section className="card stack" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        Account Setup
      </h2>
      {ready ? (
        <div className="payments-done stack" role="status">
          <p className="payments-done__title">{PAYMENT_MESSAGES.ready}</p>
          <p className="muted">Diners can now pay for their orders. Put your QR codes on the tables to start taking orders.</p>
          <div>
            <Link to="/owner/settings/qr" className="button">
              Go to QR Codes
            </Link>
          </div>
        </div>
      ) : (
        <>
          <p className="muted">
            Tell Stripe about your business and where to send your money. It takes a few minutes; you can stop and come back
            later.
          </p>
          <OnboardingArea
            restaurant={restaurant}
            accountId={status.accountId}
            finishing={finishing}
            onExit={onExit}
            onStepDone={onStepDone}
            onFinished={onFinished}
          />
          <FallbackButton restaurantId={restaurant.id} />
        </>
      )}
    </section>
  );
}

const setupFailure = (error: OnboardingSetupError) => (error.stage === 'account' ? PAYMENT_MESSAGES.accountPanel : PAYMENT_MESSAGES.sessionPanel);

type StripeOnboardingModule = typeof import('./stripe-onboarding');

function OnboardingArea({
  restaurant,
  accountId,
  finishing,
  onExit,
  onStepDone,
  onFinished,
}: {
  restaurant: Restaurant;
  accountId: string | null;
  finishing: boolean;
  onExit: () => void;
  onStepDone: () => void;
  onFinished: () => void;
}) {
  const setup = useOnboardingSetup(restaurant.id, accountId, true);
  const [connectFailed, setConnectFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const error = setup.error;
  useEffect(() => {
    if (!error) return;
    toast.error(error.stage === 'account' ? PAYMENT_MESSAGES.accountToast : PAYMENT_MESSAGES.sessionToast, error.message || undefined);
  }, [error]);

  const retry = () => {
    setConnectFailed(false);
    setAttempt((n) => n + 1);
    void setup.refetch();
  };

  if (setup.isPending || (setup.isFetching && !setup.data)) {
    return <Spinner label="Setting up your payment account..." />;
  }
  if (setup.isError || connectFailed) {
    return (
      <div className="notice notice--error" role="alert">
        <p>{setup.error ? setupFailure(setup.error) : PAYMENT_MESSAGES.connectPanel}</p>
        <button type="button" className="button button--outline" onClick={retry} disabled={setup.isFetching}>
          Retry Setup
        </button>
      </div>
    );
  }
  if (finishing) return <Spinner label="Finishing onboarding: waiting for Stripe to confirm your account..." />;
  const session = setup.data;
  if (session.gateway === 'sandbox') {
    return (
      <SandboxOnboarding clientSecret={session.clientSecret} businessName={restaurant.name} onStepDone={onStepDone} onFinished={onFinished} />
    );
  }
  return (
    <EmbeddedStripeOnboarding
      key={`${session.clientSecret}-${attempt}`}
      restaurantId={restaurant.id}
      session={session}
      onExit={onExit}
      onError={() => setConnectFailed(true)}
    />
  );
}

/** Loads Stripe's component (its own chunk) only when the account session says Stripe. */
function EmbeddedStripeOnboarding({
  restaurantId,
  session,
  onExit,
  onError,
}: {
  restaurantId: string;
  session: ConnectAccountSession;
  onExit: () => void;
  onError: () => void;
}) {
  const [loaded, setLoaded] = useState<StripeOnboardingModule | null>(null);
  const failed = useEffectEvent(() => onError());
  useEffect(() => {
    let live = true;
    import('./stripe-onboarding')
      .then((module) => {
        if (live) setLoaded(module);
      })
      .catch((error: unknown) => {
        console.error('Stripe Connect could not be loaded', error);
        if (live) failed();
      });
    return () => {
      live = false;
    };
  }, []);
  const renew = useCallback(async () => (await createAccountSession(restaurantId)).clientSecret, [restaurantId]);
  if (!loaded) return <Spinner label="Loading Stripe onboarding..." />;
  const { StripeOnboarding } = loaded;
  return (
    <StripeOnboarding
      publishableKey={session.publishableKey}
      clientSecret={session.clientSecret}
      renewClientSecret={renew}
      onExit={onExit}
      onError={(error) => {
        console.error('Stripe Connect failed to start', error);
        onError();
      }}
    />
  );
}

/**
 * 'Open Stripe Onboarding (Fallback)': the hosted onboarding in a new tab. The tab is opened on the click itself
 * (a popup blocker lets that through) and pointed at the link once it arrives; it cannot reach back to this page.
 */
function FallbackButton({ restaurantId }: { restaurantId: string }) {
  const link = useOnboardingLink(restaurantId);
  const busy = useRef(false);

  function open() {
    if (busy.current) return;
    busy.current = true;
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    link.mutate(undefined, {
      onSuccess: ({ url }) => {
        if (tab && !tab.closed) tab.location.href = url;
        else window.location.assign(url);
      },
      onError: (error) => {
        tab?.close();
        toast.error(PAYMENT_MESSAGES.linkToast, error.message || undefined);
      },
      onSettled: () => {
        busy.current = false;
      },
    });
  }

  return (
    <div className="payments-fallback">
      <p className="muted">Trouble with the form above? Finish on Stripe&apos;s own page instead.</p>
      <button type="button" className="button button--outline" onClick={open} disabled={link.isPending}>
        {link.isPending ? 'Opening...' : 'Open Stripe Onboarding (Fallback)'}
      </button>
    </div>
  );
}

const EXAMPLE_ORDER_CENTS = 2000;

function PlatformFees({ currency }: { currency: string }) {
  const titleId = useId();
  // The fee every checkout charges (shared/pricing.ts), so the example can never disagree with it.
  const fee = platformFeeCents(EXAMPLE_ORDER_CENTS);
  const money = (cents: number) => formatMoney(cents, currency);
  return (
    <section className="card stack payments-fees" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        Platform Fees
      </h2>
      <dl className="payments-status">
        <div className="payments-status__row">
          <dt>Per order</dt>
          <dd>{PLATFORM_FEE_PERCENT}% of the bill before the tip; no fee on tips</dd>
        </div>
        <div className="payments-status__row">
          <dt>Monthly</dt>
          <dd>No monthly fee</dd>
        </div>
      </dl>
      <div className="payments-example">
        <p className="payments-example__title">Example</p>
        <p>
          A {money(EXAMPLE_ORDER_CENTS)} order: <strong>{money(EXAMPLE_ORDER_CENTS - fee)}</strong> to your restaurant +{' '}
          {money(fee)} platform fee. A tip added to it goes to you in full.
        </p>
      </div>
    </section>
  );
}
