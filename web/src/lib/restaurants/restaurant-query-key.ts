export const restaurantQueryKey = (restaurantId: string) => ['restaurants', restaurantId] as const;
