import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { toast } from '@/components/toast/toast-store';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/lib/account/get-me';
import { isOwner } from '@/lib/account/memberships';

/** Settings are the owner's (SPEC.md section 6); anyone else is told so and sent to the dashboard. */
export function SettingsGuard({ children }: { children: ReactNode }) {
  const me = useMe();
  if (me.isPending) return <Spinner label="Checking your access..." />;
  if (me.isError) return <LoadError message="Failed to load restaurant data" onRetry={() => void me.refetch()} />;
  if (!isOwner(me.data)) return <NoAccess />;
  return children;
}

function NoAccess() {
  useEffect(() => {
    toast.error("You don't have access to Settings.");
  }, []);
  return <Navigate to="/owner/dashboard" replace />;
}
