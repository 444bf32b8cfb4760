/**
 * The menu builder's data (shared/api/menu-builder.ts, menu-options.ts, menu-images.ts): the whole menu in one read
 * (GET .../menu/builder) and one helper every change goes through, so each edit shows at once (optimistic), is rolled
 * back with SPEC's error toast ("title with the error message as description", SPEC.md 8 'Owner menu actions') when
 * the server refuses, and leaves the cache exactly as the server answered.
 *
 * Every tab of the item editor uses `useMenuBuilder` and `useBuilderChange`; nothing else talks to the menu routes.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { menuBuilderSchema, type MenuBuilder } from '@shared/api/menu-builder';
import { ApiError, apiRequest } from '@/lib/api';
import { toast } from '@/components/toast/toast-store';
import { apiPaths } from '@/lib/api-paths';
import { queryKeys } from '@/lib/query-keys';

export function useMenuBuilder(restaurantId: string) {
  return useQuery({
    queryKey: queryKeys.restaurants.menuBuilder(restaurantId),
    queryFn: () => apiRequest(apiPaths.menu.builder(restaurantId), { schema: menuBuilderSchema }),
  });
}

/** The error's words for a toast's description: the server's message, or a network failure in plain words. */
export function errorDescription(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof TypeError) return 'Could not reach the server. Check your connection and try again.';
  return error instanceof Error && error.message ? error.message : 'An unexpected error occurred';
}

/** Other views of the menu that a builder change makes stale (the dashboard's Menu tab, setup progress). */
export function invalidateMenuViews(queryClient: QueryClient, restaurantId: string) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.menu(restaurantId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.restaurants.setup(restaurantId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.restaurants.menuTranslations(restaurantId) });
}

export interface BuilderChange<TVariables, TResult> {
  /** The API call (use apiRequest with the route's response schema). */
  request: (variables: TVariables) => Promise<TResult>;
  /** The menu as it should look at once, before the server answers; omit for changes that wait for the answer. */
  optimistic?: (builder: MenuBuilder, variables: TVariables) => MenuBuilder;
  /** The menu with the server's answer folded in (its ids, positions, normalized values). Default: refetch. */
  apply?: (builder: MenuBuilder, result: TResult, variables: TVariables) => MenuBuilder;
  /** SPEC's failure title, e.g. 'Failed to update item'; the server's message becomes the description. */
  errorTitle: string | ((variables: TVariables) => string);
  /** SPEC's success toast, if the change has one ('Category added', 'Item added'...). */
  successMessage?: string | ((result: TResult, variables: TVariables) => string | undefined);
}

/**
 * One builder change. While it is pending the caller should disable its control (a double click never saves twice:
 * `isPending`). On a refusal the optimistic change is undone (the menu as it was before this change, other
 * changes made meanwhile kept by a refetch) and the toast says why; `mutateAsync` then rejects, so a form can keep
 * what the owner typed.
 */
export function useBuilderChange<TVariables, TResult>(restaurantId: string, change: BuilderChange<TVariables, TResult>) {
  const queryClient = useQueryClient();
  const key = queryKeys.restaurants.menuBuilder(restaurantId);
  return useMutation({
    mutationFn: change.request,
    onMutate: async (variables: TVariables) => {
      if (!change.optimistic) return { previous: undefined };
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<MenuBuilder>(key);
      if (previous) queryClient.setQueryData<MenuBuilder>(key, change.optimistic(previous, variables));
      return { previous };
    },
    onError: (error, variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      const title = typeof change.errorTitle === 'function' ? change.errorTitle(variables) : change.errorTitle;
      toast.error(title, errorDescription(error));
      // Someone else may have changed the menu (409 order_mismatch, 404): read it again.
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: (result, variables) => {
      const current = queryClient.getQueryData<MenuBuilder>(key);
      if (change.apply && current) queryClient.setQueryData<MenuBuilder>(key, change.apply(current, result, variables));
      else void queryClient.invalidateQueries({ queryKey: key });
      invalidateMenuViews(queryClient, restaurantId);
      const message = typeof change.successMessage === 'function' ? change.successMessage(result, variables) : change.successMessage;
      if (message) toast.success(message);
    },
  });
}

/** Replaces the rows of `list` with the same id by the given ones (others untouched, order kept). */
export function replaceById<T extends { id: string }>(list: readonly T[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return list.map((row) => byId.get(row.id) ?? row);
}

/** Moves the element at `from` to `to` (both indexes into the same list). */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** What every editor tab gets: the restaurant, the item being edited, and the whole menu (for groups, other items). */
export interface EditorTabProps {
  restaurantId: string;
  itemId: string;
  builder: MenuBuilder;
}
