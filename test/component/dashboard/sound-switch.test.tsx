/**
 * A freshly opened dashboard cannot beep until the page is tapped (browsers keep audio off until then): the staff are
 * told so and get a one-tap "Turn on sound", which goes away once sound is on (issue 25 item 6). The browser's
 * AudioContext is played by a stand-in that starts suspended, as Chromium's does without a gesture.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoundSwitch } from '../../../web/src/features/dashboard/components/sound-switch';

class SuspendedAudioContext extends EventTarget {
  /** Like a browser: resume() starts the audio only once the person has tapped the page. */
  static gestureSeen = false;
  state: 'suspended' | 'running' = 'suspended';
  currentTime = 0;
  destination = {};
  async resume() {
    if (!SuspendedAudioContext.gestureSeen || this.state === 'running') return;
    this.state = 'running';
    this.dispatchEvent(new Event('statechange'));
  }
  createOscillator() {
    return {
      type: 'sine',
      frequency: { value: 0 },
      connect: (node: unknown) => node,
      start() {},
      stop() {},
    };
  }
  createGain() {
    return { gain: { setValueAtTime() {} }, connect: (node: unknown) => node };
  }
}

const original = globalThis.AudioContext;
beforeAll(() => {
  globalThis.AudioContext = SuspendedAudioContext as unknown as typeof AudioContext;
});
afterAll(() => {
  globalThis.AudioContext = original;
});

describe('the sound switch', () => {
  it('says sound is off until a tap, and "Turn on sound" turns it on and goes away', async () => {
    render(<SoundSwitch />);
    expect(screen.getByRole('status').textContent).toContain('Sound is off: the browser waits for a tap before new orders can beep.');

    const user = userEvent.setup();
    SuspendedAudioContext.gestureSeen = true;
    await act(() => user.click(screen.getByRole('button', { name: 'Turn on sound' })));
    expect(screen.queryByRole('button', { name: 'Turn on sound' })).toBeNull();
    expect(screen.queryByText(/Sound is off/)).toBeNull();
  });

  it('stays away when the browser lets the page play sound from the start', () => {
    render(<SoundSwitch />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
