import { useSyncExternalStore } from 'react';
import { soundState, subscribeToSoundState, turnOnSound, type SoundState } from '../lib/sounds';

const serverState = (): SoundState => 'unavailable';

/**
 * Browsers keep a freshly opened page silent until it is tapped, so the new-order beep would be lost on a kitchen
 * screen nobody touched. Says so, with a one-tap "Turn on sound"; gone once sound is on (any tap turns it on).
 */
export function SoundSwitch() {
  const state = useSyncExternalStore(subscribeToSoundState, soundState, serverState);
  if (state !== 'blocked') return null;
  return (
    <div className="sound-switch" role="status">
      <span className="sound-switch__text">
        <span aria-hidden="true">🔇</span> Sound is off: the browser waits for a tap before new orders can beep.
      </span>
      <button type="button" className="button button--outline sound-switch__button" onClick={() => void turnOnSound()}>
        Turn on sound
      </button>
    </div>
  );
}
