import { describe, expect, it } from 'vitest';
import { createToastStore } from '../../../web/src/components/toast/toast-store';

/** Timers under the test's control: `run()` fires whatever is still scheduled. */
function manualTimers() {
  const scheduled = new Map<number, { callback: () => void; ms: number }>();
  let next = 1;
  return {
    timers: {
      set: (callback: () => void, ms: number) => {
        scheduled.set(next, { callback, ms });
        return next++;
      },
      clear: (handle: unknown) => void scheduled.delete(handle as number),
    },
    pendingDelays: () => [...scheduled.values()].map((t) => t.ms),
    run: () => [...scheduled.entries()].forEach(([id, t]) => (scheduled.delete(id), t.callback())),
  };
}

describe('toasts', () => {
  it('shows messages in order and dismisses them on their own', () => {
    const clock = manualTimers();
    const store = createToastStore(clock.timers);
    store.show('success', 'Welcome back!');
    store.show('error', 'Failed to sign out');
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['Welcome back!', 'Failed to sign out']);
    expect(clock.pendingDelays()).toEqual([5000, 8000]);
    clock.run();
    expect(store.getSnapshot()).toEqual([]);
  });

  it('shows the same message once', () => {
    const store = createToastStore(manualTimers().timers);
    const first = store.show('error', "You don't have access to Settings.");
    const second = store.show('error', "You don't have access to Settings.");
    expect(second).toBe(first);
    expect(store.getSnapshot()).toHaveLength(1);
  });

  it('keeps a toast while it is held and restarts its time when released', () => {
    const clock = manualTimers();
    const store = createToastStore(clock.timers);
    const id = store.show('info', 'Google sign-in is not available on this site.');
    store.hold(id);
    clock.run();
    expect(store.getSnapshot()).toHaveLength(1);
    store.release(id);
    clock.run();
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('tells subscribers about changes and can be closed by hand', () => {
    const store = createToastStore(manualTimers().timers);
    let changes = 0;
    const unsubscribe = store.subscribe(() => changes++);
    const id = store.show('success', 'Signed out successfully');
    store.dismiss(id);
    unsubscribe();
    store.show('success', 'Another');
    expect(changes).toBe(2);
  });
});
