export { OwnerShell as Component } from '../../features/owner/components/owner-shell';
