/**
 * Stripe Connect onboarding at /api/v1/restaurants/{id}/payments (shared/api/payments.ts): the status, the account,
 * the account session the embedded onboarding runs on, the hosted fallback link; and the sandbox look-alike's public
 * routes (local runs), reached with the account session's client secret.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  connectAccountSchema,
  connectAccountSessionSchema,
  connectOnboardingLinkSchema,
  connectStatusSchema,
  sandboxOnboardingStateSchema,
  type ConnectAccountSession,
  type ConnectStatus,
  type SandboxOnboardingStepRequest,
} from '@shared/api/payments';
import type { Restaurant } from '@shared/api';
import { apiRequest } from '@/lib/api';
import { apiFetch } from '@/lib/api-fetch';
import { apiPaths } from '@/lib/api-paths';
import { queryKeys } from '@/lib/query-keys';

/**
 * Everything that shows the payment state elsewhere (the restaurant's flags: checklist, settings hub progress,
 * dashboard banner, QR page) reads it again. Only the restaurant itself and its setup overview: not every query
 * under the restaurant's key.
 */
export async function paymentStateChanged(queryClient: QueryClient, restaurantId: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.restaurants.detail(restaurantId), exact: true }),
    queryClient.invalidateQueries({ queryKey: queryKeys.restaurants.setup(restaurantId) }),
  ]);
}

export const isPaymentReady = (status: Pick<ConnectStatus, 'chargesEnabled' | 'payoutsEnabled'>) =>
  status.chargesEnabled && status.payoutsEnabled;

/** Connect's answer; also refreshes the restaurant's flags server-side, so the cached restaurant follows when they moved. */
export function usePaymentStatus(restaurantId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.restaurants.paymentStatus(restaurantId),
    queryFn: async () => {
      const status = await apiRequest(apiPaths.payments.connect(restaurantId, 'status'), { schema: connectStatusSchema });
      const cached = queryClient.getQueryData<Restaurant>(queryKeys.restaurants.detail(restaurantId));
      if (cached && (cached.chargesEnabled !== status.chargesEnabled || cached.payoutsEnabled !== status.payoutsEnabled)) {
        void paymentStateChanged(queryClient, restaurantId);
      }
      return status;
    },
    // Read afresh on every visit (it is what brings the restaurant's flags up to date); a failure is shown at once
    // with its own retry.
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function createAccount(restaurantId: string) {
  return apiRequest(apiPaths.payments.connect(restaurantId, 'account'), { method: 'POST', schema: connectAccountSchema });
}

export function createAccountSession(restaurantId: string) {
  return apiRequest(apiPaths.payments.connect(restaurantId, 'account-session'), { method: 'POST', schema: connectAccountSessionSchema });
}

export function createOnboardingLink(restaurantId: string) {
  return apiRequest(apiPaths.payments.connect(restaurantId, 'onboarding-link'), { method: 'POST', schema: connectOnboardingLinkSchema });
}

/** Which call of the setup failed: each has its own words (SPEC.md section 8). */
export type SetupStage = 'account' | 'session';

export class OnboardingSetupError extends Error {
  override readonly name = 'OnboardingSetupError';
  constructor(
    readonly stage: SetupStage,
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

export function useOnboardingLink(restaurantId: string) {
  return useMutation({ mutationFn: () => createOnboardingLink(restaurantId) });
}

/**
 * The embedded onboarding's setup (SPEC.md 4: loading, then ready or error with retry): the account (made once,
 * ever; skipped when the status already names it), then an account session. A query rather than two mutations fired
 * from an effect, so a remount (StrictMode, a revisit) reuses it instead of asking again; never cached beyond the
 * page, since a client secret is short-lived.
 */
export function useOnboardingSetup(restaurantId: string, knownAccountId: string | null, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery<ConnectAccountSession, OnboardingSetupError>({
    queryKey: queryKeys.restaurants.paymentsSetup(restaurantId),
    queryFn: async () => {
      if (!knownAccountId) {
        await createAccount(restaurantId).catch((error: unknown) => {
          throw new OnboardingSetupError('account', error);
        });
        // A new account has its requirements: the status shows them.
        void queryClient.invalidateQueries({ queryKey: queryKeys.restaurants.paymentStatus(restaurantId) });
      }
      return createAccountSession(restaurantId).catch((error: unknown) => {
        throw new OnboardingSetupError('session', error);
      });
    },
    enabled,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

// ---- The sandbox look-alike (public: no sign-in, only the client secret) ----

export function getSandboxOnboarding(clientSecret: string) {
  return apiFetch(apiPaths.payments.sandboxSession(clientSecret), { schema: sandboxOnboardingStateSchema });
}

export function submitSandboxStep(clientSecret: string, body: SandboxOnboardingStepRequest) {
  return apiFetch(apiPaths.payments.sandboxStep(clientSecret, body.step), { method: 'POST', body, schema: sandboxOnboardingStateSchema });
}

export function useSandboxOnboarding(clientSecret: string) {
  return useQuery({
    queryKey: queryKeys.sandboxOnboarding(clientSecret),
    queryFn: () => getSandboxOnboarding(clientSecret),
    retry: false,
    refetchOnWindowFocus: false,
  });
}
