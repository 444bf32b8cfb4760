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

  it("starts a toast from the previous page load when a Toaster first listens, not while the app is still starting", () => {
    const clock = manualTimers();
    const store = createToastStore(clock.timers);
    store.show('success', 'Signed out successfully', undefined, { fromStartUp: true });
    expect(clock.pendingDelays()).toEqual([]);
    clock.run();
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['Signed out successfully']);
    store.subscribe(() => {});
    expect(clock.pendingDelays()).toEqual([5000]);
    clock.run();
    expect(store.getSnapshot()).toEqual([]);
    // With a Toaster on screen, it starts at once like any toast.
    store.show('success', 'Saved', undefined, { fromStartUp: true });
    expect(clock.pendingDelays()).toEqual([5000]);
  });

  it('shows the same message once', () => {
    const store = createToastStore(manualTimers().timers);
    const first = store.show('error', "You don't have access to Settings.");
    const second = store.show('error', "You don't have access to Settings.");
    expect(second).toBe(first);
    expect(store.getSnapshot()).toHaveLength(1);
  });

  it('shows one toast of a key at a time: the next replaces it, as a new toast the live region announces (issue 8)', () => {
    const clock = manualTimers();
    const store = createToastStore(clock.timers);
    store.show('error', 'Could not load the menu');
    const first = store.show('success', 'Added Tomato Bruschetta to cart', undefined, { key: 'cart' });
    const second = store.show('success', 'Added Crispy Calamari to cart', undefined, { key: 'cart' });
    const third = store.show('success', 'Added Espresso to cart', undefined, { key: 'cart' });
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['Could not load the menu', 'Added Espresso to cart']);
    expect(new Set([first, second, third]).size).toBe(3);
    // The replaced toasts' timers are gone: only the error's and the last one's remain.
    expect(clock.pendingDelays()).toEqual([8000, 5000]);
    clock.run();
    expect(store.getSnapshot()).toEqual([]);
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

  it('an error or notice ends with its page; a success lives on; a carried error stays on the page it leads to', () => {
    const store = createToastStore(manualTimers().timers);
    store.pageChanged('/auth');
    store.show('error', 'Incorrect username or password.');
    store.show('info', 'Google sign-in is not available on this site.');
    store.show('success', 'Restaurant created! Let\'s get you set up.');
    // The same page again (a query change, a re-render) keeps them.
    store.pageChanged('/auth');
    expect(store.getSnapshot()).toHaveLength(3);
    store.pageChanged('/owner/onboarding');
    expect(store.getSnapshot().map((t) => t.message)).toEqual(["Restaurant created! Let's get you set up."]);

    store.pageChanged('/owner/settings/branding');
    store.show('error', "You don't have access to Settings.", undefined, { carry: true });
    store.pageChanged('/owner/dashboard');
    expect(store.getSnapshot().map((t) => t.message)).toContain("You don't have access to Settings.");
    store.pageChanged('/dashboard/orders');
    expect(store.getSnapshot().map((t) => t.message)).not.toContain("You don't have access to Settings.");
  });
});

