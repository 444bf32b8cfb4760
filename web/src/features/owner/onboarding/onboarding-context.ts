import { useOutletContext } from 'react-router';
import type { Restaurant } from '@shared/api';

/** What the onboarding guard hands its pages: the owner's restaurant, loaded, and the done page's way to stay. */
export interface OnboardingContext {
  restaurant: Restaurant;
  /** Call before completing onboarding on this page, so the guard lets it show its success afterwards. */
  stayWhileCompleting: () => void;
}

export function useOnboarding(): OnboardingContext {
  return useOutletContext<OnboardingContext>();
}
