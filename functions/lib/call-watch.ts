/**
 * What replaced the X-Ray SDK inside the functions (issue 31 goal 1): outgoing calls that were slow or failed for the
 * service's own reasons, one WARN log line each, so "which AWS or Stripe call fails or times out" is a Logs Insights
 * query (README, Operations) instead of a trace. Lambda's active tracing still records every invocation (init,
 * invocation, overhead) at no cost to the function's start; Powertools Tracer with aws-xray-sdk-core had cost every
 * bundle about 120 KB and every cold start its load (`npm run bench` measures both).
 *
 * Answers that are part of the product's logic (a condition that failed, an item not found, a card declined) are not
 * logged here: only throttling, the service's own errors, timeouts and lost connections, and any call slower than
 * SLOW_CALL_MS.
 */
import type {
  HandlerExecutionContext,
  InitializeHandler,
  InitializeHandlerArguments,
  InitializeMiddleware,
  MetadataBearer,
  MiddlewareStack,
} from '@smithy/types';
import { logger } from './logger';

/** A call taking at least this long is logged, whatever its outcome. */
export const SLOW_CALL_MS = 1_000;

/** Error names meaning the service or the network failed, not the request (AWS SDK v3's names). */
const FAULT = /Throttl|ProvisionedThroughputExceeded|RequestLimitExceeded|LimitExceeded|InternalServer|ServiceUnavailable|TimeoutError|RequestTimeout|ECONNRESET|ETIMEDOUT|socket hang up|api_connection_error/i;

export interface CallOutcome {
  service: string;
  operation: string;
  ms: number;
  /** Attempts made (the SDK's and Stripe's own retries included). */
  attempts?: number;
  /** The error's name or code, when the call failed. */
  error?: string;
  /** HTTP status of a failed answer, when there was one. */
  status?: number;
}

/** Logs the call if it was slow or failed for the service's reasons; returns whether it did. */
export function noteCall(outcome: CallOutcome): boolean {
  const fault = outcome.error !== undefined && (FAULT.test(outcome.error) || (outcome.status ?? 0) >= 500);
  if (!fault && outcome.ms < SLOW_CALL_MS) return false;
  logger.warn(fault ? 'Outgoing call failed' : 'Outgoing call was slow', { call: { ...outcome, ms: Math.round(outcome.ms) } });
  return true;
}

interface SdkMetadata {
  httpStatusCode?: number;
  attempts?: number;
}

/** The part of an AWS SDK v3 client this needs (its middleware stack). */
export interface WatchableClient {
  middlewareStack: Pick<MiddlewareStack<any, any>, 'add'>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Every call of this AWS SDK client is timed (from before its retries to after the last) and noted. */
export function watchAwsClient<C extends WatchableClient>(client: C, service: string): C {
  client.middlewareStack.add(
    ((next: InitializeHandler<object, MetadataBearer>, context: HandlerExecutionContext) => async (args: InitializeHandlerArguments<object>) => {
      const started = performance.now();
      const operation = (context.commandName ?? 'call').replace(/Command$/, '');
      try {
        const result = await next(args);
        noteCall({ service, operation, ms: performance.now() - started, attempts: result.output.$metadata?.attempts });
        return result;
      } catch (error) {
        const err = error as { name?: string; $metadata?: SdkMetadata };
        noteCall({
          service,
          operation,
          ms: performance.now() - started,
          attempts: err.$metadata?.attempts,
          error: err.name ?? 'Error',
          status: err.$metadata?.httpStatusCode,
        });
        throw error;
      }
    }) as InitializeMiddleware<object, MetadataBearer>,
    { step: 'initialize', name: 'tabletapCallWatch', override: true },
  );
  return client;
}
