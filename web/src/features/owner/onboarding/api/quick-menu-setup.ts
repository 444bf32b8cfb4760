import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quickMenuResponseSchema, type QuickMenuRequest } from '@shared/api';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';
import { queryKeys } from '@/lib/query-keys';

/** POST .../menu/quick-setup (shared/api/setup.ts): one category and its items; a retry adds nothing twice. */
export function saveQuickMenu(restaurantId: string, body: QuickMenuRequest) {
  return apiRequest(apiPaths.menu.quickSetup(restaurantId), {
    method: 'POST',
    body,
    schema: quickMenuResponseSchema,
  });
}

/** Saves the quick menu, then refreshes the setup progress (the menu is one of its steps) and the menus shown. */
export function useSaveQuickMenu(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuickMenuRequest) => saveQuickMenu(restaurantId, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.restaurants.setup(restaurantId) }),
        // The staff dashboard's menu tab, wherever it is cached.
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.menu(restaurantId) }),
      ]);
    },
  });
}
