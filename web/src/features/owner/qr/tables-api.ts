/**
 * The owner's stored tables (issue 28; shared/api/tables.ts): the list with each card's key, made from a list
 * ("1-12, Patio 1-4"), changed, deleted, and a new key for a table's card. Every write answers the table(s) as they
 * now are, so the cache takes them as they are.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tableSchema, tablesResponseSchema, type CreateTablesRequest, type Table, type TablesResponse, type UpdateTableRequest } from '@shared/api';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';
import { queryKeys } from '@/lib/query-keys';

export function useTables(restaurantId: string) {
  return useQuery({
    queryKey: queryKeys.restaurants.tables(restaurantId),
    queryFn: ({ signal }) => apiRequest(apiPaths.tables.list(restaurantId), { schema: tablesResponseSchema, signal }),
  });
}

function useTablesCache(restaurantId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.restaurants.tables(restaurantId);
  return {
    all: (tables: TablesResponse) => queryClient.setQueryData<TablesResponse>(key, tables),
    one: (table: Table) =>
      queryClient.setQueryData<TablesResponse>(key, (current) => current && { tables: current.tables.map((each) => (each.id === table.id ? table : each)) }),
    gone: (tableId: string) => queryClient.setQueryData<TablesResponse>(key, (current) => current && { tables: current.tables.filter((each) => each.id !== tableId) }),
  };
}

export function useCreateTables(restaurantId: string) {
  const cache = useTablesCache(restaurantId);
  return useMutation({
    mutationFn: (request: CreateTablesRequest) => apiRequest(apiPaths.tables.list(restaurantId), { method: 'POST', body: request, schema: tablesResponseSchema }),
    onSuccess: cache.all,
  });
}

export function useUpdateTable(restaurantId: string) {
  const cache = useTablesCache(restaurantId);
  return useMutation({
    mutationFn: ({ tableId, change }: { tableId: string; change: UpdateTableRequest }) =>
      apiRequest(apiPaths.tables.one(restaurantId, tableId), { method: 'PATCH', body: change, schema: tableSchema }),
    onSuccess: cache.one,
  });
}

export function useDeleteTable(restaurantId: string) {
  const cache = useTablesCache(restaurantId);
  return useMutation({
    mutationFn: async (tableId: string) => {
      await apiRequest(apiPaths.tables.one(restaurantId, tableId), { method: 'DELETE' });
      return tableId;
    },
    onSuccess: cache.gone,
  });
}

export function useNewTableKey(restaurantId: string) {
  const cache = useTablesCache(restaurantId);
  return useMutation({
    mutationFn: (tableId: string) => apiRequest(apiPaths.tables.newKey(restaurantId, tableId), { method: 'POST', schema: tableSchema }),
    onSuccess: cache.one,
  });
}
