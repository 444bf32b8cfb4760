/**
 * What EventBridge does in AWS for the scheduled functions (infra/routes.ts scheduledRoutes): every
 * TAB_SWEEP_SECONDS (30 by default), the tabs left open past their restaurant's time are charged to their saved cards
 * (functions/tab-charge-sweep.ts, issue 29).
 */
import type { LocalLog } from './log';

export async function startTabSweep(log: LocalLog, everyMs = Number(process.env.TAB_SWEEP_SECONDS ?? 30) * 1000): Promise<{ stop(): Promise<void> }> {
  // Imported only now: the function's configuration reads the environment the runtime has just applied.
  const { handler } = await import('../../functions/tab-charge-sweep');
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = handler()
      .then(({ tabs, outcomes }) => {
        if (tabs) log.info(`Tabs left open: ${Object.entries(outcomes).map(([tab, outcome]) => `${tab} ${outcome}`).join(', ')}`);
      })
      .catch((error: unknown) => log.error('The tab sweep failed:', error))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, everyMs);
      });
  };
  let timer = setTimeout(tick, everyMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
