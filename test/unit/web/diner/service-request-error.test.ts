import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../web/src/lib/api-error';
import { serviceRequestFailure } from '../../../../web/src/features/diner/menu/service-request-error';

describe("'Call waiter' failures (SPEC.md 8)", () => {
  it('maps the two refusals to their messages; service_disabled also hides the button', () => {
    expect(serviceRequestFailure(new ApiError(429, 'recent_request_exists', 'x'))).toEqual({ key: 'requestAlreadySent', serviceDisabled: false });
    expect(serviceRequestFailure(new ApiError(403, 'service_disabled', 'x'))).toEqual({ key: 'serviceDisabled', serviceDisabled: true });
  });

  it("shows another server error's own text, else 'Failed to send request.'; a network failure asks to try again", () => {
    expect(serviceRequestFailure(new ApiError(400, 'validation_failed', 'Table number must be at most 10 characters'))).toEqual({
      serverMessage: 'Table number must be at most 10 characters',
      serviceDisabled: false,
    });
    expect(serviceRequestFailure(new ApiError(502, 'http_502', 'An unexpected error occurred'))).toEqual({ key: 'requestFailed', serviceDisabled: false });
    expect(serviceRequestFailure(new ApiError(0, 'network_error', 'offline'))).toEqual({ key: 'requestFailedRetry', serviceDisabled: false });
    expect(serviceRequestFailure(new TypeError('Failed to fetch'))).toEqual({ key: 'requestFailedRetry', serviceDisabled: false });
  });
});
