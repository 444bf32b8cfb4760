/**
 * What EventBridge does in AWS for the scheduled functions (infra/routes.ts scheduledRoutes), each on its own timer:
 *  - every TAB_SWEEP_SECONDS (30 by default), the tabs left open past their restaurant's time are charged to their
 *    saved cards (functions/tab-charge-sweep.ts, issue 29);
 *  - every ESCALATION_SWEEP_SECONDS (30 by default), paid orders nobody started past their restaurant's e-mail limit
 *    are mailed to its owner and managers, into the SES emulator's inbox (functions/order-escalation-sweep.ts, issue 30).
 */
import type { LocalLog } from './log';

interface Sweep<R> {
  /** Imported only when started: the function's configuration reads the environment the runtime has just applied. */
  load(): Promise<() => Promise<R>>;
  everyMs: number;
  /** What to log of a run's result; null: nothing. */
  report(result: R): string | null;
  failure: string;
}

async function startSweep<R>(log: LocalLog, sweep: Sweep<R>): Promise<{ stop(): Promise<void> }> {
  const handler = await sweep.load();
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = handler()
      .then((result) => {
        const line = sweep.report(result);
        if (line) log.info(line);
      })
      .catch((error: unknown) => log.error(sweep.failure, error))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, sweep.everyMs);
      });
  };
  let timer = setTimeout(tick, sweep.everyMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

const outcomesLine = (outcomes: Record<string, string>) => Object.entries(outcomes).map(([id, outcome]) => `${id} ${outcome}`).join(', ');

export function startTabSweep(log: LocalLog, everyMs = Number(process.env.TAB_SWEEP_SECONDS ?? 30) * 1000): Promise<{ stop(): Promise<void> }> {
  return startSweep(log, {
    load: async () => (await import('../../functions/tab-charge-sweep')).handler,
    everyMs,
    report: ({ tabs, outcomes }) => (tabs ? `Tabs left open: ${outcomesLine(outcomes)}` : null),
    failure: 'The tab sweep failed:',
  });
}

export function startEscalationSweep(log: LocalLog, everyMs = Number(process.env.ESCALATION_SWEEP_SECONDS ?? 30) * 1000): Promise<{ stop(): Promise<void> }> {
  return startSweep(log, {
    load: async () => (await import('../../functions/order-escalation-sweep')).handler,
    everyMs,
    report: ({ restaurants, outcomes }) => (restaurants ? `Paid orders nobody started: ${outcomesLine(outcomes)}` : null),
    failure: 'The late orders sweep failed:',
  });
}
