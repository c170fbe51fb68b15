import { countryDialingCodes, normaliseMobile } from '@portal/contract/mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { ApiError, useErrorText } from '../../../../lib/errors.ts';
import { useBindEmail, useBindMobile, useSendEmailCode, useSendMobileCode } from '../../api/security-queries.ts';
import { useCountdown } from '../../../../lib/use-countdown.ts';
import { Field, FormError } from '../../../../components/ui/field.tsx';
import { SC_FIELD, SubmitButton } from './form-bits.tsx';

interface ContactDialogProps {
  kind: 'mobile' | 'email';
  /** A verified address is being replaced: the login password is asked too. */
  replacing: boolean;
  onClose: () => void;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Binds (or replaces) the mobile number or e-mail address: a code to the new address, then the code. */
export function ContactDialog({ kind, replacing, onClose }: ContactDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText({ rules: 'security.rule' });
  const [dialing, setDialing] = useState('84');
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const countdown = useCountdown();
  const sendMobile = useSendMobileCode();
  const sendEmail = useSendEmailCode();
  const bindMobile = useBindMobile();
  const bindEmail = useBindEmail();
  const send = kind === 'mobile' ? sendMobile : sendEmail;
  const bind = kind === 'mobile' ? bindMobile : bindEmail;

  const addressValid = () =>
    kind === 'mobile' ? normaliseMobile(dialing, address) !== null : EMAIL.test(address.trim());

  const sendCode = async () => {
    setProblem(undefined);
    if (!addressValid()) {
      setProblem(t(kind === 'mobile' ? 'security.contact.invalid_mobile' : 'security.contact.invalid_email'));
      return;
    }
    try {
      const value =
        kind === 'mobile'
          ? await sendMobile.mutateAsync({ mobileNum: address.trim(), countryDialingCode: dialing })
          : await sendEmail.mutateAsync(address.trim());
      setSentTo(address.trim());
      countdown.start(value.expiredMinutes * 60);
    } catch (error) {
      const retry = error instanceof ApiError ? (error.value as { retryAfterSeconds?: number } | null) : null;
      if (retry?.retryAfterSeconds) countdown.start(retry.retryAfterSeconds);
      setProblem(errorText(error));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    if (!addressValid() || !/^\d{4,8}$/.test(code.trim()) || (replacing && !password.trim())) {
      setProblem(t('security.contact.fill_all'));
      return;
    }
    const secret = replacing ? { password: password.trim() } : {};
    try {
      if (kind === 'mobile') {
        await bindMobile.mutateAsync({
          mobileNum: address.trim(),
          countryDialingCode: dialing,
          code: code.trim(),
          ...secret,
        });
      } else {
        await bindEmail.mutateAsync({ email: address.trim(), code: code.trim(), ...secret });
      }
      onClose();
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  const title = t(`security.contact.${replacing ? 'change' : 'bind'}_${kind}`);
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={t(`security.contact.intro_${kind}`)}
      size="sm"
      testId={`sc-${kind}-dialog`}
    >
      <form className="fk-form" onSubmit={submit} noValidate>
        <div className="sc-form__inline">
          {kind === 'mobile' ? (
            <label className="sc-select">
              <span className="visually-hidden">{t('security.contact.dialing_code')}</span>
              <select value={dialing} onChange={(event) => setDialing(event.target.value)} name="countryDialingCode">
                {countryDialingCodes.map((c) => (
                  <option key={c.countryCode} value={c.countryDialingCode}>
                    {c.countryCode} +{c.countryDialingCode}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <Field
            {...SC_FIELD}
            name={kind === 'mobile' ? 'mobileNum' : 'email'}
            label={t(`security.contact.new_${kind}`)}
            type={kind === 'mobile' ? 'tel' : 'email'}
            inputMode={kind === 'mobile' ? 'tel' : 'email'}
            autoComplete={kind === 'mobile' ? 'tel-national' : 'email'}
            value={address}
            onChange={setAddress}
            maxLength={kind === 'mobile' ? 20 : 200}
          />
        </div>
        <Field
          {...SC_FIELD}
          name="code"
          label={t('security.contact.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={setCode}
          maxLength={8}
          hint={sentTo ? t('security.contact.sent_to', { to: sentTo }) : undefined}
          addon={
            <button
              type="button"
              className="btn btn--outline btn--sm sc-field__addon"
              disabled={countdown.remaining > 0 || send.isPending}
              onClick={() => void sendCode()}
              data-testid="sc-send-code"
            >
              {countdown.remaining > 0
                ? t('security.contact.resend_in', { seconds: countdown.remaining })
                : t('security.contact.send_code')}
            </button>
          }
        />
        {replacing ? (
          <Field
            {...SC_FIELD}
            name="password"
            type="password"
            label={t('security.contact.password')}
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            maxLength={128}
            hint={t('security.contact.password_hint')}
          />
        ) : null}
        <FormError text={problem} testId="sc-form-error" />
        <SubmitButton pending={bind.isPending} label={t('security.contact.confirm')} />
      </form>
    </Dialog>
  );
}
