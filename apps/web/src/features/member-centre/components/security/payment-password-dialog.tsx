import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { usePaymentPassword } from '../../api/security-queries.ts';
import { Field, FormError } from '../../../../components/ui/field.tsx';
import { SC_FIELD, SubmitButton } from './form-bits.tsx';
import { useErrorText } from '../../../../lib/errors.ts';

const SIX_DIGITS = /^\d{6}$/;

/** Sets the 6-digit payment password, or changes it with the old one. */
export function PaymentPasswordDialog({ isSet, onClose }: { isSet: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText({ rules: 'security.rule' });
  const save = usePaymentPassword();
  const [oldValue, setOld] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    if ((isSet && !oldValue.trim()) || !SIX_DIGITS.test(next.trim()))
      return setProblem(t('security.rule.payment_password_rule'));
    if (next.trim() !== confirm.trim()) return setProblem(t('security.rule.inconsistent_twice'));
    try {
      await save.mutateAsync({
        ...(isSet ? { oldPaymentPassword: oldValue.trim() } : {}),
        newPaymentPassword: next.trim(),
        confirmPaymentPassword: confirm.trim(),
      });
      onClose();
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  const digits = { type: 'password' as const, inputMode: 'numeric' as const, maxLength: 6, autoComplete: 'off' };
  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={t(isSet ? 'security.payment.change_title' : 'security.payment.set_title')}
      description={t('security.payment.intro')}
      testId="sc-payment-dialog"
    >
      <form className="fk-form" onSubmit={submit} noValidate>
        {isSet ? (
          <Field
            {...SC_FIELD}
            name="oldPaymentPassword"
            label={t('security.payment.old')}
            value={oldValue}
            onChange={setOld}
            {...digits}
          />
        ) : null}
        <Field
          {...SC_FIELD}
          name="newPaymentPassword"
          label={t('security.payment.new')}
          value={next}
          onChange={setNext}
          hint={t('security.rule.payment_password_rule')}
          {...digits}
        />
        <Field
          {...SC_FIELD}
          name="confirmPaymentPassword"
          label={t('security.payment.confirm')}
          value={confirm}
          onChange={setConfirm}
          {...digits}
        />
        <FormError text={problem} testId="sc-form-error" />
        <SubmitButton pending={save.isPending} label={t('security.payment.save')} />
      </form>
    </Dialog>
  );
}
