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
 * of a spinner followed by a second render (one render less on a slow phone).
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
  const fresh = settled && settled.key === key && settled.attempt === attempt ? settled.state : null;
  return { ...(fresh ?? { status: 'loading' }), retry };
}
