/**
 * The diner's ask whether new orders are paused (issue 30 item 2). Apart from public-api-paths.ts, which every diner
 * page loads: only the pause's on-demand watch uses it. Pinned to infra/routes.ts by test/unit/web/api-paths.test.ts.
 */
export const pauseApiPaths = {
  /** GET ?restaurant_id=. */
  orderingStatus: () => '/functions/v1/ordering-status',
};
