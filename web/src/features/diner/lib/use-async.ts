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
 */
export function useAsync<T>(key: string | null, load: () => Promise<T>): AsyncState<T> & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    if (key === null) return;
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
