/** Optional sound effects, off by default; short synthesized tones (no audio files, no external URLs). */
export type SoundName = 'click' | 'bet' | 'win' | 'lose' | 'tick';

export interface ShellSound {
  /** False until the player switches sound on (the header's speaker button or `setEnabled`). */
  readonly enabled: boolean;
  setEnabled(on: boolean): void;
  /** Plays a short effect when sound is on; nothing otherwise. */
  play(name: SoundName): void;
}

const tones: Record<SoundName, [number, number, OscillatorType][]> = {
  click: [[880, 0.04, 'square']],
  bet: [
    [520, 0.06, 'triangle'],
    [780, 0.08, 'triangle'],
  ],
  win: [
    [660, 0.1, 'sine'],
    [880, 0.1, 'sine'],
    [1320, 0.22, 'sine'],
  ],
  lose: [
    [330, 0.12, 'sawtooth'],
    [220, 0.2, 'sawtooth'],
  ],
  tick: [[1200, 0.03, 'sine']],
};

export function createSound(onChange: (on: boolean) => void): ShellSound {
  let enabled = false;
  let context: AudioContext | null = null;
  return {
    get enabled() {
      return enabled;
    },
    setEnabled(on) {
      enabled = on;
      if (on && !context && typeof AudioContext !== 'undefined') context = new AudioContext();
      onChange(on);
    },
    play(name) {
      if (!enabled || !context) return;
      let at = context.currentTime;
      for (const [frequency, seconds, type] of tones[name]) {
        const osc = context.createOscillator();
        const gain = context.createGain();
        osc.type = type;
        osc.frequency.value = frequency;
        gain.gain.setValueAtTime(0.08, at);
        gain.gain.exponentialRampToValueAtTime(0.0001, at + seconds);
        osc.connect(gain).connect(context.destination);
        osc.start(at);
        osc.stop(at + seconds);
        at += seconds * 0.9;
      }
    },
  };
}
