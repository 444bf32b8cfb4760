import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quickMenuResponseSchema, type QuickMenuRequest } from '@shared/api';
import { apiRequest } from '@/lib/api';
import { setupOverviewQueryKey } from '@/lib/restaurants/setup-overview';

/** POST .../menu/quick-setup (shared/api/setup.ts): one category and its items; a retry adds nothing twice. */
export function saveQuickMenu(restaurantId: string, body: QuickMenuRequest) {
  return apiRequest(`/api/v1/restaurants/${encodeURIComponent(restaurantId)}/menu/quick-setup`, {
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
        queryClient.invalidateQueries({ queryKey: setupOverviewQueryKey(restaurantId) }),
        // The staff dashboard's menu tab, wherever it is cached ('dashboard', id, 'menu').
        queryClient.invalidateQueries({ queryKey: ['dashboard', restaurantId, 'menu'] }),
      ]);
    },
  });
}
