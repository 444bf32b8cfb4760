import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import type { BoardOrder } from '../realtime/live-cache';

/** Loading and failure of the orders list, said once for every view that shows it. */
export function WithOrders({ query, children }: { query: UseQueryResult<BoardOrder[]>; children: (orders: BoardOrder[]) => ReactNode }) {
  if (query.data) return <>{children(query.data)}</>;
  if (query.isError) return <LoadError message="Failed to load orders" onRetry={() => void query.refetch()} />;
  return <Spinner label="Loading orders..." />;
}
