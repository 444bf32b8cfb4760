import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { toast } from '@/components/toast/toast-store';
import { queryKeys } from '@/lib/query-keys';
import { useUpdateRestaurant } from '@/lib/restaurants/update-restaurant';
import { useOnboarding } from './onboarding-context';

export type CompletionState = 'working' | 'done' | 'failed';

/**
 * Sets the onboarding-completed timestamp once, when the page opens and only if it is empty (SPEC.md section 2,
 * /owner/onboarding/done). The guard is told first that this page stays, so the success shows instead of the
 * redirect every other onboarding page gets once onboarding is complete. `retry` tries again after a failure.
 */
export function useCompleteOnboarding(): { state: CompletionState; retry: () => void } {
  const { restaurant, stayWhileCompleting } = useOnboarding();
  const queryClient = useQueryClient();
  const update = useUpdateRestaurant(restaurant.id);
  const { mutate } = update;
  const asked = useRef(false);
  const alreadyComplete = restaurant.onboardingCompletedAt !== null;

  const complete = useCallback(() => {
    stayWhileCompleting();
    mutate(
      { onboardingCompleted: true },
      {
        onSuccess: () => {
          toast.success('Setup completed successfully!');
          void queryClient.invalidateQueries({ queryKey: queryKeys.restaurants.setup(restaurant.id) });
        },
        onError: () => toast.error('Failed to complete onboarding'),
      },
    );
  }, [mutate, stayWhileCompleting, queryClient, restaurant.id]);

  useEffect(() => {
    // Once per visit (StrictMode's second effect run included), and never when the timestamp is already set.
    if (asked.current || alreadyComplete) return;
    asked.current = true;
    complete();
  }, [alreadyComplete, complete]);

  if (update.isError) return { state: 'failed', retry: complete };
  if (update.isSuccess || (alreadyComplete && update.isIdle)) return { state: 'done', retry: complete };
  return { state: 'working', retry: complete };
}
