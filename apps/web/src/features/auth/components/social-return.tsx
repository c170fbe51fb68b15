import type { SocialErrorCode, TwoFactorChallenge } from '@portal/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { apiCall } from '../../../lib/api-client.ts';
import { errorTextKey } from '../../../lib/errors.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { TwoFactorStep, twoFactorOf } from './two-factor-step.tsx';
import './auth-fields.css';
import './social-sign-in.css';

const KNOWN_ERRORS: readonly SocialErrorCode[] = [
  'cancelled',
  'provider_disabled',
  'provider_unavailable',
  'state_invalid',
  'sign_in_failed',
  'account_disabled',
  'error_not_member',
];

/** The text of a `?socialError=` code; an unknown code reads as a failed sign-in. */
export function socialErrorKey(code: string): string {
  const known = KNOWN_ERRORS.find((c) => c === code) ?? 'sign_in_failed';
  return `social.error_${known}`;
}

interface SocialReturnProps {
  /** The one-time hand-over code of `?socialCode=`. */
  code: string | null;
  /** The stable code of `?socialError=`. */
  error: string | null;
  onDone: () => void;
}

/**
 * The browser came back from a social provider: trade the one-time code for a session and finish
 * the login like a password login does, or explain why the sign-in did not complete.
 */
export default function SocialReturn({ code, error, onDone }: SocialReturnProps) {
  const { t } = useTranslation();
  const completeLogin = useCompleteLogin();
  const [failure, setFailure] = useState<string | null>(error ? socialErrorKey(error) : null);
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!code || error || started.current) return;
    started.current = true;
    apiCall('socialExchange', { body: { code } }).then(
      (value) => completeLogin(value, { closeModal: onDone }),
      (err: unknown) => {
        const twoFactor = twoFactorOf(err);
        if (twoFactor) setChallenge(twoFactor);
        else setFailure(errorTextKey(err));
      },
    );
  }, [code, error, completeLogin, onDone]);

  if (challenge) {
    // A new IP: the same second-factor step as a password login (SPEC §6).
    return (
      <Dialog open onClose={onDone} title={t('modal.login.title')} testId="social-two-factor" size="sm">
        <TwoFactorStep
          challenge={challenge}
          onDone={(value) => completeLogin(value, { closeModal: onDone })}
          onBack={onDone}
        />
      </Dialog>
    );
  }
  if (failure) {
    return (
      <Dialog open onClose={onDone} title={t('social.error_title')} testId="social-error" size="sm">
        <p className="social-return__text">{t(failure, { defaultValue: t('error.unknown_error') })}</p>
        <button type="button" className="btn btn--primary" onClick={onDone}>
          {t('common.ok')}
        </button>
      </Dialog>
    );
  }
  return (
    <Dialog
      open
      onClose={onDone}
      title={t('social.signing_in')}
      testId="social-signing-in"
      size="sm"
      dismissable={false}
    >
      <p className="social-return__text" aria-busy="true">
        <span className="spinner" aria-hidden="true" /> {t('common.loading')}
      </p>
    </Dialog>
  );
}
