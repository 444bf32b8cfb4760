import { useCallback, useEffect, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

interface Settled<T> {
  key: string;
  attempt: number;
  state: AsyncState<T>;
}

/**
 * The result of `load()` for `key`: loading until it settles, again whenever the key changes, and on `retry()`.
 * A settled result of an older key never shows (the answer to a previous request arriving late).
 * `load` is read when the key or attempt changes: it must depend on nothing but the key.
 * `received` may give the result synchronously when it is already there, so the first render shows the data instead
 * of a spinner followed by a second render (one render less on a slow phone); it is asked again when the key changes
 * (a hydrated page's key changes with the diner's own address, boot/prerendered-page.ts, and must not flash a spinner).
 */
export function useAsync<T>(key: string | null, load: () => Promise<T>, received?: () => T | undefined): AsyncState<T> & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(() => {
    const data = key === null ? undefined : received?.();
    return data === undefined ? null : { key: key!, attempt: 0, state: { status: 'success', data } };
  });

  useEffect(() => {
    if (key === null) return;
    if (settled && settled.key === key && settled.attempt === attempt) return; // received before the first render
    let current = true;
    load().then(
      (data) => current && setSettled({ key, attempt, state: { status: 'success', data } }),
      (error: unknown) => current && setSettled({ key, attempt, state: { status: 'error', error } }),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is a function of `key` (see above)
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  let fresh = settled && settled.key === key && settled.attempt === attempt ? settled.state : null;
  if (!fresh && key !== null && attempt === 0) {
    const data = received?.();
    if (data !== undefined) {
      // Kept while rendering (React renders again at once, before the effect above runs): no request, no spinner.
      fresh = { status: 'success', data };
      setSettled({ key, attempt, state: fresh });
    }
  }
  return { ...(fresh ?? { status: 'loading' }), retry };
}
