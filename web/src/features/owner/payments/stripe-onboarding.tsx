/**
 * Stripe's embedded onboarding (Connect embedded components). The only module that imports @stripe/connect-js and
 * @stripe/react-connect-js, and it is itself imported lazily by the payments page, so Stripe Connect's code is in
 * that page's chunk only (DESIGN.md 10; checked by test/e2e/bundle-budget.spec.ts).
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { loadConnectAndInitialize, type StripeConnectInstance } from '@stripe/connect-js';
import { ConnectAccountOnboarding, ConnectComponentsProvider } from '@stripe/react-connect-js';
import { Spinner } from '@/components/ui/spinner';

interface StripeOnboardingProps {
  publishableKey: string;
  /** The account session's first client secret: used once, then fresh ones come from `renewClientSecret`. */
  clientSecret: string;
  renewClientSecret: () => Promise<string>;
  /** The owner left the onboarding (finished or not): the page reads the status again. */
  onExit: () => void;
  /** Stripe's script or the component could not start. */
  onError: (error: unknown) => void;
}

export function StripeOnboarding({ publishableKey, clientSecret, renewClientSecret, onExit, onError }: StripeOnboardingProps) {
  const [instance, setInstance] = useState<StripeConnectInstance | null>(null);
  const [loaded, setLoaded] = useState(false);
  const firstSecret = useRef<string | null>(clientSecret);
  const renew = useEffectEvent(() => renewClientSecret());
  const failed = useEffectEvent((error: unknown) => onError(error));

  useEffect(() => {
    try {
      const connect = loadConnectAndInitialize({
        publishableKey,
        fetchClientSecret: async () => {
          const secret = firstSecret.current;
          firstSecret.current = null;
          return secret ?? renew();
        },
        appearance: { variables: { colorPrimary: '#0b3d2e', fontFamily: 'system-ui, sans-serif', borderRadius: '10px' } },
      });
      // Stripe's script failing to load (offline, blocked) only shows in the instance's promise.
      (connect as StripeConnectInstance & { debugInstance?: () => Promise<unknown> }).debugInstance?.().catch(failed);
      setInstance(connect);
    } catch (error) {
      failed(error);
    }
  }, [publishableKey]);

  if (!instance) return <Spinner label="Loading Stripe onboarding..." />;
  return (
    <div className="payments-embedded">
      {loaded ? null : <Spinner label="Loading Stripe onboarding..." />}
      <ConnectComponentsProvider connectInstance={instance}>
        <ConnectAccountOnboarding
          onExit={onExit}
          onLoaderStart={() => setLoaded(true)}
          onLoadError={({ error }) => onError(error)}
        />
      </ConnectComponentsProvider>
    </div>
  );
}
