/**
 * The orders history's filters live in the address (?from=&to=&status=&payment=&disputed=&q=), so a reload, a shared
 * link or Back shows the same search, and a tool beside the page (an export of the same days) can read them. Empty
 * means "any" (and, for the dates, the server's default: the last 7 days).
 */
import type { OrderStatus } from '@shared/constants';
import { ORDER_STATUSES } from '@shared/constants';
import { PAYMENT_STATES, type PaymentState } from '@shared/order-lifecycle';

export interface HistoryFilters {
  from: string;
  to: string;
  status: OrderStatus | '';
  payment: PaymentState | '';
  disputed: '' | 'true' | 'false';
  q: string;
}

export const NO_FILTERS: HistoryFilters = { from: '', to: '', status: '', payment: '', disputed: '', q: '' };
const FILTER_NAMES = Object.keys(NO_FILTERS) as (keyof HistoryFilters)[];

const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | '' => ((allowed as readonly string[]).includes(value ?? '') ? (value as T) : '');

/** The filters an address holds; anything it cannot be (a status that is not one) reads as "any". */
export function filtersFromParams(params: URLSearchParams): HistoryFilters {
  return {
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    status: oneOf(ORDER_STATUSES, params.get('status')),
    payment: oneOf(PAYMENT_STATES, params.get('payment')),
    disputed: oneOf(['true', 'false'] as const, params.get('disputed')),
    q: params.get('q') ?? '',
  };
}

/** The address's parameters with these filters (empty ones left out), keeping any other parameter it has. */
export function paramsWithFilters(current: URLSearchParams, filters: HistoryFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of FILTER_NAMES) {
    const value = filters[name].trim();
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

/** The API's query for these filters: only those set (the server fills in the default range). */
export function searchQuery(filters: HistoryFilters): Record<string, string> {
  return Object.fromEntries(FILTER_NAMES.flatMap((name) => (filters[name].trim() ? [[name, filters[name].trim()]] : [])));
}
