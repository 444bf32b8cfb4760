/**
 * The translations page's data (shared/api/menu-translations.ts): one language's page in one read, and the three
 * writes (save, lock, machine translate). Nothing else talks to these routes.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  menuTranslationLockResponseSchema,
  menuTranslationsResponseSchema,
  menuTranslationsSaveResponseSchema,
  translateBatchResponseSchema,
  type MenuTranslationLockRequest,
  type MenuTranslationsResponse,
  type MenuTranslationsSaveRequest,
  type TranslateBatchRequest,
} from '@shared/api';
import type { LanguageCode } from '@shared/languages';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';
import { queryKeys } from '@/lib/query-keys';

// builder-api.ts invalidates queryKeys.restaurants.menuTranslations(id) after a menu edit: every language at once.

export function useMenuTranslations(restaurantId: string, lang: LanguageCode) {
  return useQuery({
    queryKey: queryKeys.restaurants.menuTranslations(restaurantId, lang),
    queryFn: ({ signal }) =>
      apiRequest(`${apiPaths.menu.translations(restaurantId)}?lang=${encodeURIComponent(lang)}`, { schema: menuTranslationsResponseSchema, signal }),
  });
}

/** 'Save All Changes': the answer is the page as it now is, so the cache takes it as it is. */
export function useSaveTranslations(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: MenuTranslationsSaveRequest) =>
      apiRequest(apiPaths.menu.translations(restaurantId), { method: 'PUT', body: request, schema: menuTranslationsSaveResponseSchema }),
    onSuccess: (result) => {
      queryClient.setQueryData<MenuTranslationsResponse>(queryKeys.restaurants.menuTranslations(restaurantId, result.lang), result.translations);
    },
  });
}

export function useLockTranslation(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: MenuTranslationLockRequest) =>
      apiRequest(apiPaths.menu.translationLock(restaurantId), { method: 'PUT', body: request, schema: menuTranslationLockResponseSchema }),
    onSuccess: (result) => {
      const key = queryKeys.restaurants.menuTranslations(restaurantId, result.lang);
      queryClient.setQueryData<MenuTranslationsResponse>(key, (page) => {
        if (!page) return page;
        const relock = <T extends { id: string; translation: { locked: boolean } | null }>(rows: T[]): T[] =>
          rows.map((row) => (row.id === result.id && row.translation ? { ...row, translation: { ...row.translation, locked: result.locked } } : row));
        return result.kind === 'category' ? { ...page, categories: relock(page.categories) } : { ...page, items: relock(page.items) };
      });
    },
  });
}

/** One translate-batch request; the caller refreshes the page when its run (one or several requests) is over. */
export function translateBatch(restaurantId: string, request: TranslateBatchRequest) {
  return apiRequest(apiPaths.menu.translate(restaurantId), { method: 'POST', body: request, schema: translateBatchResponseSchema });
}

export function useRefreshTranslations(restaurantId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.restaurants.menuTranslations(restaurantId) });
}
