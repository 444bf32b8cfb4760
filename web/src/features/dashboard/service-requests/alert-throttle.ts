/** The service-request sound plays at most once per minute (SPEC.md 9), however many requests arrive. */
export const SERVICE_SOUND_EVERY_MS = 60_000;

export function createThrottle(everyMs: number = SERVICE_SOUND_EVERY_MS) {
  let last = -Infinity;
  return (now: number): boolean => {
    if (now - last < everyMs) return false;
    last = now;
    return true;
  };
}
