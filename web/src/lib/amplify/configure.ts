import { Amplify } from 'aws-amplify';
import { getRuntimeConfig } from '@/config/runtime-config';
import { toAmplifyConfig } from './amplify-config';

let configured = false;

/** Configures Amplify on first use; only the signed-in areas (lazy chunks) ever call it. */
export function ensureAmplifyConfigured(): void {
  if (configured) return;
  Amplify.configure(toAmplifyConfig(getRuntimeConfig()));
  configured = true;
}
