import { toast } from '@/components/toast/toast-store';
import { showToastAfterReload } from '@/components/toast/toast-after-reload';
import { signOut } from 'aws-amplify/auth';
import { ensureAmplifyConfigured } from './configure';

/** Signs out, then reloads at / so no signed-in state (caches, Amplify memory) outlives the session. */
export async function signOutAndLeave(): Promise<void> {
  try {
    ensureAmplifyConfigured();
    await signOut();
  } catch (error) {
    console.error('Sign-out failed', error);
    toast.error('Failed to sign out');
    return;
  }
  showToastAfterReload('success', 'Signed out successfully');
  window.location.assign('/');
}
