export { CustomerShell as Component } from '../../features/diner/components/customer-shell';
