export { AuthPage as Component } from '../../features/auth/components/auth-page';
