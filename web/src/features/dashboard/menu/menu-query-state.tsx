import type { ReactNode } from 'react';
import type { DashboardMenu, DashboardMenuItem } from '@shared/api';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useDashboardMenu } from '../api/menu';

/** The menu grouped by category, with its loading, failure and empty states. */
export function WithMenu({ restaurantId, children }: { restaurantId: string; children: (items: DashboardMenuItem[], menu: DashboardMenu) => ReactNode }) {
  const menu = useDashboardMenu(restaurantId);
  if (menu.isPending) return <Spinner label="Loading menu..." />;
  if (menu.isError) return <LoadError message="Failed to load menu" onRetry={() => void menu.refetch()} />;
  if (menu.data.items.length === 0) return <p className="muted">No menu items yet.</p>;
  return <>{children(menu.data.items, menu.data)}</>;
}

export function categoryName(menu: DashboardMenu, categoryId: string): string {
  return menu.categories.find((c) => c.id === categoryId)?.name ?? '';
}
