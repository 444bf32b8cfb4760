/** Samples for restaurant-public-info, menu-public and service-request (see route-samples.ts). */
import type { SampleFactory } from './route-samples';

export const publicRouteSamples: Record<string, SampleFactory> = {};
