// The timer's bell and the screen kept awake: browser features used where they exist.

/** A soft bell made with the Web Audio API (no sound file): a sine tone that fades out. */
export function ringBell(context: AudioContext | null, strikes = 1): void {
  if (!context) return;
  for (let i = 0; i < strikes; i++) {
    const start = context.currentTime + i * 1.2;
    const tone = context.createOscillator();
    const gain = context.createGain();
    tone.type = "sine";
    tone.frequency.value = 528;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.4, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 2.5);
    tone.connect(gain).connect(context.destination);
    tone.start(start);
    tone.stop(start + 2.6);
  }
}

/** An AudioContext made inside the Start click (browsers allow sound only after a gesture). */
export function openAudio(): AudioContext | null {
  const Context = globalThis.AudioContext;
  if (!Context) return null;
  try {
    return new Context();
  } catch {
    return null;
  }
}

export interface WakeLockSentinelLike {
  release(): Promise<void>;
}

/** Keeps the screen on while the timer runs, where the browser has the Screen Wake Lock API. */
export async function keepScreenOn(): Promise<WakeLockSentinelLike | null> {
  const wakeLock = (
    navigator as Navigator & {
      wakeLock?: { request(type: "screen"): Promise<WakeLockSentinelLike> };
    }
  ).wakeLock;
  if (!wakeLock) return null;
  try {
    return await wakeLock.request("screen");
  } catch {
    return null; // refused (battery saver, hidden tab): the timer runs all the same
  }
}
