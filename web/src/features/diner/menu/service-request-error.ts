/** The message for a failed 'Call waiter' request (SPEC.md 8, service requests). */
import { ApiError } from '@/lib/api-error';
import type { MessageKey } from '../i18n/dictionaries/en';

export type ServiceRequestFailure =
  | { key: MessageKey; serviceDisabled: boolean }
  /** Another error from the server: its own words. */
  | { serverMessage: string; serviceDisabled: false };

export function serviceRequestFailure(error: unknown): ServiceRequestFailure {
  if (!(error instanceof ApiError) || error.status === 0) return { key: 'requestFailedRetry', serviceDisabled: false };
  if (error.code === 'recent_request_exists') return { key: 'requestAlreadySent', serviceDisabled: false };
  if (error.code === 'service_disabled') return { key: 'serviceDisabled', serviceDisabled: true };
  // toApiError gives a generic text when the body had none; the catalogue's own words read better then.
  if (error.message && error.message !== 'An unexpected error occurred') return { serverMessage: error.message, serviceDisabled: false };
  return { key: 'requestFailed', serviceDisabled: false };
}
