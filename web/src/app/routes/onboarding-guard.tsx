export { OnboardingGuard as Component } from '../../features/owner/components/onboarding-guard';
