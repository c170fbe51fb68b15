import type { SmsCodeValue } from '@portal/contract';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/errors.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';

/** SPEC §9: the send button reacts to at most one click a second. */
export const SEND_THROTTLE_MS = 1000;

/**
 * Sending an SMS code (SPEC §4/§8/§9): clicks are throttled to one a second; the caller's check (the
 * mobile-number rule) runs first; success starts the countdown of expiredMinutes × 60 s; a failure is
 * kept for the warning dialog (a "too frequent" answer also starts the countdown it names).
 */
export function useSmsCodeSender(request: () => Promise<SmsCodeValue>) {
  const countdown = useCountdown();
  const lastClick = useRef(0);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<SmsCodeValue | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const send = async (check: () => boolean): Promise<void> => {
    const now = Date.now();
    if (now - lastClick.current < SEND_THROTTLE_MS || pending || countdown.running) return;
    lastClick.current = now;
    if (!check()) return;
    setPending(true);
    try {
      const value = await request();
      setSent(value);
      countdown.start(value.expiredMinutes * 60);
    } catch (error) {
      setFailure(error);
      const retry = error instanceof ApiError ? (error.value as { retryAfterSeconds?: unknown } | null) : null;
      if (typeof retry?.retryAfterSeconds === 'number') countdown.start(retry.retryAfterSeconds);
    } finally {
      setPending(false);
    }
  };

  return {
    send,
    pending,
    sent,
    failure,
    dismissFailure: () => setFailure(null),
    remaining: countdown.remaining,
    waiting: countdown.running,
  };
}
