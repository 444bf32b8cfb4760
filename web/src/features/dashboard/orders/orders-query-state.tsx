import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';

/** Loading and failure of the orders list, said once for every view that shows it (its tickets, or the board). */
export function WithOrders<T>({ query, children }: { query: UseQueryResult<T>; children: (orders: T) => ReactNode }) {
  if (query.data) return <>{children(query.data)}</>;
  if (query.isError) return <LoadError message="Failed to load orders" onRetry={() => void query.refetch()} />;
  return <Spinner label="Loading orders..." />;
}
