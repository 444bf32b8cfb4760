import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { hasSession } from '@/lib/amplify/session';

type SessionState = 'checking' | 'signed-in' | 'signed-out';

/** The auth guard of /owner/* and /dashboard/*: no session sends the visitor to /auth, remembering where to. */
export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [state, setState] = useState<SessionState>('checking');

  useEffect(() => {
    let active = true;
    hasSession().then((signedIn) => {
      if (active) setState(signedIn ? 'signed-in' : 'signed-out');
    });
    return () => {
      active = false;
    };
  }, []);

  if (state === 'checking') return <Spinner fill label="Checking your session..." />;
  if (state === 'signed-out') return <Navigate to="/auth" replace state={{ from: location }} />;
  return children;
}
