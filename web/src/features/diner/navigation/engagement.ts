/**
 * Whether the diner has started using the page: touched, clicked, typed or scrolled with a wheel. Code the page may
 * need next (a link's page, the options chooser) is fetched then, so it is here for the tap that follows and is no
 * part of the page's first load (issue 31 goal 5).
 */
const ENGAGEMENT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;
let engaged = false;
const waiting = new Set<() => void>();

function onEngaged(): void {
  engaged = true;
  ENGAGEMENT_EVENTS.forEach((type) => window.removeEventListener(type, onEngaged, true));
  waiting.forEach((run) => run());
  waiting.clear();
}

/** Runs `run` once the diner engages with the page (at once if they have). Returns a cancel. */
export function whenEngaged(run: () => void): () => void {
  if (engaged) {
    run();
    return () => {};
  }
  if (waiting.size === 0) ENGAGEMENT_EVENTS.forEach((type) => window.addEventListener(type, onEngaged, { capture: true, passive: true }));
  waiting.add(run);
  return () => void waiting.delete(run);
}
