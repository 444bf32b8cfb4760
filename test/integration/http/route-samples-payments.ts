/** Samples for create-payment, order-public, stripe-webhook and sandbox-checkout (see route-samples.ts). */
import type { SampleFactory } from './route-samples';

export const paymentRouteSamples: Record<string, SampleFactory> = {};
