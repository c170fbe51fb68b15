import type { SmsCodeValue } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { errorTextKey } from '../../../lib/errors.ts';
import { useSmsCodeSender } from '../hooks/use-sms-code-sender.ts';
import { TextField } from './text-field.tsx';
import './sms-fields.css';

interface SmsCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The mobile-number check; false stops the request (SPEC §5: it must pass before a code is sent). */
  canSend: () => boolean;
  request: () => Promise<SmsCodeValue>;
}

/**
 * The SMS code input with its "Send code" button (SPEC §4/§8/§9): a countdown of expiredMinutes × 60 s
 * after sending, clicks throttled to one a second, and a warning dialog when the request fails.
 */
export function SmsCodeField({ value, onChange, error, canSend, request }: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const sender = useSmsCodeSender(request);
  const failure = sender.failure;
  const label = sender.waiting
    ? t('auth.sms.resend_in', { seconds: sender.remaining })
    : sender.pending
      ? t('auth.sms.sending')
      : sender.sent
        ? t('auth.sms.resend')
        : t('auth.sms.send');
  return (
    <>
      <TextField
        name="verificationCode"
        label={t('auth.sms.code')}
        value={value}
        onChange={onChange}
        autoComplete="one-time-code"
        inputMode="numeric"
        placeholder={t('auth.sms.placeholder_code')}
        required
        error={error}
        hint={sender.sent ? t('auth.sms.sent', { minutes: sender.sent.expiredMinutes }) : undefined}
        maxLength={8}
        addon={
          <button
            type="button"
            className="sms-send"
            data-testid="sms-send"
            disabled={sender.waiting || sender.pending}
            aria-live="polite"
            onClick={() => void sender.send(canSend)}
          >
            {label}
          </button>
        }
      />
      {failure ? (
        <Dialog
          open
          size="sm"
          onClose={sender.dismissFailure}
          title={t('auth.sms.send_failed_title')}
          testId="sms-send-failed"
        >
          <p className="sms-warning" role="alert">
            {t(errorTextKey(failure), {
              defaultValue: failure instanceof Error ? failure.message : t('error.unknown_error'),
            })}
          </p>
          <button type="button" className="btn btn--primary" onClick={sender.dismissFailure}>
            {t('common.ok')}
          </button>
        </Dialog>
      ) : null}
    </>
  );
}
