export { OwnerDashboard as Component } from '../../features/owner/components/owner-dashboard';
