import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { toast } from '@/components/toast/toast-store';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/lib/account/get-me';
import { activeMembership } from '@/lib/account/active-restaurant';
import { isOwner } from '@/lib/account/memberships';
import { settingsOpenToStaff } from '../settings-navigation';

/**
 * Settings are the owner's (SPEC.md section 6); anyone else is told so and sent to the dashboard, except on the QR
 * codes page, which a member of a restaurant may open for the restaurant they staff.
 */
export function SettingsGuard({ children }: { children: ReactNode }) {
  const me = useMe();
  const { pathname } = useLocation();
  if (me.isPending) return <Spinner label="Checking your access..." />;
  if (me.isError) return <LoadError message="Failed to load restaurant data" onRetry={() => void me.refetch()} />;
  const memberMayOpen = settingsOpenToStaff(pathname) && activeMembership(me.data) !== null;
  if (!isOwner(me.data) && !memberMayOpen) return <NoAccess />;
  return children;
}

function NoAccess() {
  useEffect(() => {
    toast.error("You don't have access to Settings.", undefined, { carry: true });
  }, []);
  return <Navigate to="/owner/dashboard" replace />;
}
