import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DashboardMenu, DashboardMenuItem } from '@shared/api';
import { toast } from '@/components/toast/toast-store';
import { queryKeys } from '@/lib/query-keys';

/** A change to one menu item (availability, stock); the answer replaces the item in the cached menu. */
export function useMenuItemChange<V>(restaurantId: string, change: (value: V) => Promise<DashboardMenuItem>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (item) =>
      queryClient.setQueryData<DashboardMenu>(queryKeys.dashboard.menu(restaurantId), (menu) =>
        menu ? { ...menu, items: menu.items.map((i) => (i.id === item.id ? item : i)) } : menu,
      ),
    onError: (error) => toast.error('Failed to update item', error instanceof Error ? error.message : undefined),
  });
}
