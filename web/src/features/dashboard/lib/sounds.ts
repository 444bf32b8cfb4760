/**
 * The dashboard's sounds (SPEC.md 9): a short 880 Hz sine beep for a new paid order, and a two-note chime for a new
 * service request (played at most once a minute by its caller). Browsers may keep audio muted until the page has
 * been clicked; then the sound is silently skipped. Each call is counted on `window` so end-to-end tests can see
 * that the sound was asked for, which they cannot hear.
 */
declare global {
  interface Window {
    __tabletapBeeps?: number;
    __tabletapServiceAlerts?: number;
    __tabletapLateAlerts?: number;
  }
}

export const BEEP_HZ = 880;
export const BEEP_MS = 180;

let context: AudioContext | null = null;
const listeners = new Set<() => void>();

function audio(): AudioContext | null {
  try {
    if (!context) {
      context = new AudioContext();
      context.addEventListener('statechange', () => listeners.forEach((listener) => listener()));
      // Any tap or key on the page is the gesture the browser waits for: sound comes on with it.
      const unlock = () => void context?.resume().catch(() => undefined);
      document.addEventListener('pointerdown', unlock, { capture: true });
      document.addEventListener('keydown', unlock, { capture: true });
    }
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    return context;
  } catch {
    return null;
  }
}

/**
 * Whether a beep would be heard: 'blocked' while the browser keeps audio off until the page is tapped (a freshly
 * opened dashboard), 'unavailable' without Web Audio.
 */
export type SoundState = 'on' | 'blocked' | 'unavailable';

export function soundState(): SoundState {
  const ctx = audio();
  if (!ctx) return 'unavailable';
  return ctx.state === 'running' ? 'on' : 'blocked';
}

export function subscribeToSoundState(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** From a click: the browser lets audio start now; a short beep says it worked. */
export async function turnOnSound(): Promise<void> {
  const ctx = audio();
  if (!ctx) return;
  await ctx.resume().catch(() => undefined);
  tone(BEEP_HZ, 120);
}

function tone(hz: number, ms: number, delayMs = 0): void {
  const ctx = audio();
  if (!ctx) return;
  try {
    const start = ctx.currentTime + delayMs / 1000;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = hz;
    gain.gain.setValueAtTime(0.2, start);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start);
    oscillator.stop(start + ms / 1000);
  } catch {
    // No audio device: the visual ticket is the real signal.
  }
}

export function playNewOrderBeep(): void {
  window.__tabletapBeeps = (window.__tabletapBeeps ?? 0) + 1;
  tone(BEEP_HZ, BEEP_MS);
}

export function playServiceRequestChime(): void {
  window.__tabletapServiceAlerts = (window.__tabletapServiceAlerts ?? 0) + 1;
  tone(660, 150);
  tone(990, 200, 170);
}

/** A paid order nobody started turned amber or red (issue 30 item 1): the new-order beep, twice. */
export function playLateOrderAlert(): void {
  window.__tabletapLateAlerts = (window.__tabletapLateAlerts ?? 0) + 1;
  tone(BEEP_HZ, BEEP_MS);
  tone(BEEP_HZ, BEEP_MS, BEEP_MS + 120);
}
