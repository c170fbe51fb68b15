import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useTotpConfirm, useTotpDisable, useTotpEnrol } from '../../api/security-queries.ts';
import { Field, FormError } from '../../../../components/ui/field.tsx';
import { SC_FIELD, SubmitButton } from './form-bits.tsx';
import { useErrorText } from '../../../../lib/errors.ts';

/** `JBSWY3DPEHPK3PXP…` in groups of four, easier to type into an app. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/** Turns the authenticator app on (QR code or manual key, then a first code) or off (a current code). */
export function AuthenticatorDialog({ enabled, onClose }: { enabled: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText({ rules: 'security.rule' });
  const enrol = useTotpEnrol();
  const confirm = useTotpConfirm();
  const disable = useTotpDisable();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const { mutate: startEnrol } = enrol;

  useEffect(() => {
    if (!enabled) startEnrol();
  }, [enabled, startEnrol]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    if (!/^\d{6}$/.test(code.trim())) return setProblem(t('security.totp.code_rule'));
    try {
      await (enabled ? disable : confirm).mutateAsync(code.trim());
      onClose();
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  const data = enrol.data;
  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={t(enabled ? 'security.totp.disable_title' : 'security.totp.enable_title')}
      description={t(enabled ? 'security.totp.disable_intro' : 'security.totp.enable_intro')}
      testId="sc-totp-dialog"
    >
      <form className="fk-form" onSubmit={submit} noValidate>
        {!enabled ? (
          <div className="sc-totp">
            {data ? (
              <img className="sc-totp__qr" src={data.qrSvg} alt={t('security.totp.qr_alt')} width={168} height={168} />
            ) : (
              <Skeleton className="sc-totp__qr" />
            )}
            <div className="sc-totp__steps">
              <p>{t('security.totp.step_scan')}</p>
              <p className="sc-totp__label">{t('security.totp.manual_key')}</p>
              {data ? (
                <code className="sc-totp__secret" data-testid="sc-totp-secret" data-secret={data.secret}>
                  {grouped(data.secret)}
                </code>
              ) : (
                <Skeleton className="sc-totp__secret-skeleton" />
              )}
              {enrol.error ? <FormError text={errorText(enrol.error)} testId="sc-form-error" /> : null}
            </div>
          </div>
        ) : null}
        <Field
          {...SC_FIELD}
          name="totpCode"
          label={t('security.totp.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={setCode}
          maxLength={6}
        />
        <FormError text={problem} testId="sc-form-error" />
        <SubmitButton
          pending={confirm.isPending || disable.isPending}
          label={t(enabled ? 'security.totp.disable' : 'security.totp.enable')}
          testId="sc-totp-submit"
        />
      </form>
    </Dialog>
  );
}
