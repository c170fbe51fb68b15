import type { WithdrawInfo, WithdrawOrder, WithdrawStatus } from '@portal/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useCancelWithdraw, useConfirmWithdraw, useWithdrawList } from '../api/withdraw-queries.ts';
import { proofProblem, timeLeft } from '../withdraw-form.ts';
import { FormError } from '../../../components/ui/field.tsx';
import { useMoney } from '../../../lib/money.ts';
import { useErrorText } from '../../../lib/errors.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** The steps a withdrawal walks through; the last one depends on how it ended. */
const PATH: WithdrawStatus[] = ['pending', 'approved', 'paid', 'received'];
const ENDS: WithdrawStatus[] = ['received', 'not_received', 'rejected', 'cancelled'];

function steps(
  order: WithdrawOrder,
): { status: WithdrawStatus; at: string | null; note: string | null; actor: string | null }[] {
  const seen = new Map(order.events.map((e) => [e.status, e]));
  const end = ENDS.find((s) => seen.has(s));
  const path = end && end !== 'received' ? [...PATH.slice(0, 3).filter((s) => seen.has(s)), end] : PATH;
  return path.map((status) => {
    const e = seen.get(status);
    return { status, at: e?.at ?? null, note: e?.note ?? null, actor: e?.actor ?? null };
  });
}

/** The member's withdrawals, each with its timeline and the action its state allows. */
export function HistoryCard({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  const list = useWithdrawList();
  const errorText = useErrorText();
  return (
    <section className="wd-card" aria-labelledby="wd-history-title" data-testid="wd-history">
      <header className="wd-card__head">
        <h3 id="wd-history-title" className="fk-title">
          {t('withdraw.history.title')}
        </h3>
      </header>
      {list.isPending ? (
        <div className="wd-history-skeleton">
          <Skeleton className="wd-skeleton-row" count={3} />
        </div>
      ) : list.isError ? (
        <EmptyState
          compact
          text={errorText(list.error) ?? ''}
          action={
            <button type="button" className="btn btn--outline btn--sm" onClick={() => void list.refetch()}>
              {t('withdraw.retry')}
            </button>
          }
        />
      ) : list.data.list.length === 0 ? (
        <EmptyState compact title={t('withdraw.history.empty_title')} text={t('withdraw.history.empty')} />
      ) : (
        <ol className="wd-orders">
          {list.data.list.map((order) => (
            <OrderItem key={order.orderNo} order={order} info={info} />
          ))}
        </ol>
      )}
    </section>
  );
}

function OrderItem({ order, info }: { order: WithdrawOrder; info: WithdrawInfo }) {
  const { t, i18n } = useTranslation();
  const { money } = useMoney(info);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <li className="wd-order" data-testid="wd-order" data-status={order.status}>
      <div className="wd-order__head">
        <div>
          <strong className="wd-order__amount">{money(order.amount)}</strong>
          <span className="wd-order__meta">
            {order.bankName} {order.accountMasked} · {order.orderNo}
          </span>
        </div>
        <span className={`wd-status wd-status--${order.status}`}>{t(`withdraw.status.${order.status}`)}</span>
      </div>
      <ol className="wd-timeline">
        {steps(order).map((step) => (
          <li key={step.status} className={`wd-step${step.at ? ' is-done' : ''} wd-step--${step.status}`}>
            <span className="wd-step__dot" aria-hidden="true" />
            <span className="wd-step__label">{t(`withdraw.step.${step.status}`)}</span>
            {step.at ? (
              <time className="wd-step__at" dateTime={step.at}>
                {date(step.at)}
              </time>
            ) : null}
            {step.note === 'auto_confirmed' ? (
              <span className="wd-step__note">{t('withdraw.history.auto_confirmed')}</span>
            ) : step.note ? (
              <span className="wd-step__note">{step.note}</span>
            ) : null}
          </li>
        ))}
      </ol>
      {order.status === 'pending' ? <CancelAction orderNo={order.orderNo} /> : null}
      {order.status === 'paid' && order.confirmDeadline ? (
        <ConfirmAction orderNo={order.orderNo} deadline={order.confirmDeadline} />
      ) : null}
      {order.status === 'not_received' ? <p className="wd-inline-note">{t('withdraw.history.disputed')}</p> : null}
    </li>
  );
}

function CancelAction({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const cancel = useCancelWithdraw();
  const errorText = useErrorText();
  const [asking, setAsking] = useState(false);
  return (
    <div className="wd-order__actions">
      {asking ? (
        <>
          <span className="wd-order__ask">{t('withdraw.history.cancel_ask')}</span>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => setAsking(false)}>
            {t('withdraw.history.keep')}
          </button>
          <button
            type="button"
            className="btn btn--outline btn--sm wd-danger"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(orderNo)}
            data-testid="wd-cancel-yes"
          >
            {cancel.isPending ? <Spinner /> : null}
            {t('withdraw.history.cancel_yes')}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="btn btn--outline btn--sm"
          onClick={() => setAsking(true)}
          data-testid="wd-cancel"
        >
          {t('withdraw.history.cancel')}
        </button>
      )}
      <FormError text={errorText(cancel.error)} testId="wd-form-error" />
    </div>
  );
}

function useNow(intervalMs: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}

const readBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

function ConfirmAction({ orderNo, deadline }: { orderNo: string; deadline: string }) {
  const { t } = useTranslation();
  const confirm = useConfirmWithdraw();
  const errorText = useErrorText();
  const now = useNow(1000);
  const [disputing, setDisputing] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const pick = (f: File | null) => {
    const problem = f ? proofProblem(f) : null;
    setFileProblem(problem ? t(`withdraw.confirm.${problem}`) : null);
    setFile(problem ? null : f);
  };
  const sendDispute = async () => {
    if (!file) {
      setFileProblem(t('withdraw.confirm.proof_required'));
      return;
    }
    confirm.mutate({ orderNo, received: false, proof: await readBase64(file) });
  };
  return (
    <div className="wd-confirm" data-testid="wd-confirm">
      <p className="wd-confirm__text">
        {t('withdraw.confirm.question')}{' '}
        <span className="wd-confirm__timer">{t('withdraw.confirm.auto_in', { time: timeLeft(deadline, now) })}</span>
      </p>
      {disputing ? (
        <div className="wd-proof">
          <label className="wd-proof__drop">
            <input
              type="file"
              accept="image/png,image/jpeg"
              onChange={(e) => pick(e.target.files?.[0] ?? null)}
              data-testid="wd-proof-input"
            />
            <span>{file ? file.name : t('withdraw.confirm.proof_pick')}</span>
            <small>{t('withdraw.confirm.proof_rule')}</small>
          </label>
          {fileProblem ? (
            <p className="fk-field__error" role="alert">
              {fileProblem}
            </p>
          ) : null}
          <div className="wd-order__actions">
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => setDisputing(false)}>
              {t('withdraw.cancel')}
            </button>
            <button
              type="button"
              className="btn btn--primary btn--sm"
              disabled={confirm.isPending}
              onClick={() => void sendDispute()}
            >
              {confirm.isPending ? <Spinner /> : null}
              {t('withdraw.confirm.send_dispute')}
            </button>
          </div>
        </div>
      ) : (
        <div className="wd-order__actions">
          <button
            type="button"
            className="btn btn--primary btn--sm"
            disabled={confirm.isPending}
            onClick={() => confirm.mutate({ orderNo, received: true })}
            data-testid="wd-received"
          >
            {t('withdraw.confirm.received')}
          </button>
          <button
            type="button"
            className="btn btn--outline btn--sm"
            onClick={() => setDisputing(true)}
            data-testid="wd-not-received"
          >
            {t('withdraw.confirm.not_received')}
          </button>
        </div>
      )}
      <FormError text={errorText(confirm.error)} testId="wd-form-error" />
    </div>
  );
}
