import { useCallback, useEffect, useState } from 'react';

/**
 * The resend countdown of a send-code button (SPEC §4/§9): `start(seconds)` disables sending until
 * the time is up; `remaining` counts whole seconds down to 0. Measured against the clock, so a
 * throttled background tab still ends on time.
 */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (endsAt === null) return undefined;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setEndsAt(null);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    if (seconds > 0) setEndsAt(Date.now() + seconds * 1000);
  }, []);

  return { remaining, running: remaining > 0, start };
}
