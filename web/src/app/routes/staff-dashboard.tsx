export { StaffDashboardPage as Component } from '../../features/dashboard/components/staff-dashboard-page';
