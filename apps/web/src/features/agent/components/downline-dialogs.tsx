import type { Downline } from '@portal/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field, fieldClasses } from '../../../components/ui/field.tsx';
import { ApiError, useErrorText } from '../../../lib/errors.ts';
import { toMinorUnits } from '../../../lib/money.ts';
import { newRequestId } from '../../../lib/request-id.ts';
import { useWalletBalance } from '../../../lib/wallet-balance.ts';
import { useDownlineRemark, useTransferDownline } from '../api/agent-queries.ts';
import { useAgentFormat } from '../lib/use-agent-format.ts';

const classes = fieldClasses('ag');
const PAYMENT_PASSWORD = /^\d{6}$/;

/** Transfer money to a downline: amount and payment password, encrypted; the success is shown in place. */
export function TransferDialog({ member, onClose }: { member: Downline; onClose: () => void }) {
  const { t } = useTranslation();
  const f = useAgentFormat();
  const errorText = useErrorText();
  const send = useTransferDownline();
  const main = useWalletBalance().data?.wallets.find((w) => w.code === 'MAIN')?.balance;
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const requestId = useRef(newRequestId());
  const minor = toMinorUnits(amount, f.exponent);
  const amountError =
    minor === null || BigInt(minor) <= 0n
      ? t('transfer.amount_invalid', { decimals: f.exponent })
      : main !== undefined && BigInt(minor) > BigInt(main)
        ? t('transfer.amount_too_high')
        : undefined;
  const passwordError = PAYMENT_PASSWORD.test(password) ? undefined : t('transfer.upline.password_invalid');
  const edit = (set: (v: string) => void) => (v: string) => {
    set(v);
    send.reset();
    requestId.current = newRequestId();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (amountError || passwordError || minor === null) return;
    send.mutate(
      { username: member.username, amount: minor, paymentPassword: password, requestId: requestId.current },
      {
        onSuccess: (value) => setDone(value.amount),
        onError: (error) => {
          if (!(error instanceof ApiError && error.code === 'network_error')) requestId.current = newRequestId();
        },
      },
    );
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('agentCentre.transfer.title', { name: member.username })}
      size="sm"
      testId="ag-transfer-dialog"
    >
      {done !== null ? (
        <div className="ag-dialog-done" role="status" data-testid="ag-transfer-done">
          <p>{t('agentCentre.transfer.done', { amount: f.money(done), name: member.username })}</p>
          <button type="button" className="btn btn--primary" onClick={onClose}>
            {t('common.close')}
          </button>
        </div>
      ) : (
        <form className="fk-form" onSubmit={submit} noValidate>
          <p className="ag-dialog-note">
            {t('agentCentre.transfer.balances', { mine: main ? f.money(main) : '—', theirs: f.money(member.balance) })}
          </p>
          <Field
            label={t('transfer.amount')}
            value={amount}
            onChange={edit(setAmount)}
            classes={classes}
            prefix={f.symbol || undefined}
            inputMode="decimal"
            autoComplete="off"
            error={shown ? amountError : undefined}
            testId="ag-transfer-amount"
          />
          <Field
            label={t('transfer.upline.password')}
            value={password}
            onChange={edit((v) => setPassword(v.replace(/\D/g, '')))}
            classes={classes}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            error={shown ? passwordError : undefined}
            hint={t('transfer.upline.password_hint')}
            testId="ag-transfer-password"
          />
          {send.isError ? (
            <p className="fk-form__error" role="alert">
              {errorText(send.error)}
            </p>
          ) : null}
          <div className="ag-dialog-actions">
            <button type="button" className="btn btn--ghost" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button
              type="submit"
              className="btn btn--primary"
              disabled={send.isPending}
              data-testid="ag-transfer-submit"
            >
              {send.isPending ? t('agentCentre.sending') : t('agentCentre.transfer.submit')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

/** The agent's own remark on a member (empty clears it). */
export function RemarkDialog({ member, onClose }: { member: Downline; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const save = useDownlineRemark();
  const [remark, setRemark] = useState(member.remark ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ username: member.username, remark: remark.trim() }, { onSuccess: onClose });
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('agentCentre.remark.title', { name: member.username })}
      size="sm"
      testId="ag-remark-dialog"
    >
      <form className="fk-form" onSubmit={submit} noValidate>
        <Field
          label={t('agentCentre.remark.label')}
          value={remark}
          onChange={setRemark}
          classes={classes}
          maxLength={100}
          hint={t('agentCentre.remark.hint')}
          testId="ag-remark-input"
        />
        {save.isError ? (
          <p className="fk-form__error" role="alert">
            {errorText(save.error)}
          </p>
        ) : null}
        <div className="ag-dialog-actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn--primary" disabled={save.isPending} data-testid="ag-remark-save">
            {t('agentCentre.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
