import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatMoney, toMinorUnits, useMoney } from '../../../lib/money.ts';
import { useWalletBalance } from '../../../lib/wallet-balance.ts';
import {
  forgetRemember,
  readChoice,
  useTransferChoiceStore,
  writeChoice,
  type TransferChoice,
} from '../transfer-choice.ts';
import './transfer-choice.css';

const NOTICE_MS = 6_000;

/**
 * The question before a transfer-wallet game opens (how much of the main balance goes into the
 * game's own wallet) and the toast of what a launch with a remembered choice moved.
 */
export function TransferChoiceHost() {
  const request = useTransferChoiceStore((s) => s.request);
  return (
    <>
      {request ? <TransferChoiceDialog key={`${request.vendor}:${request.memberId}`} {...request} /> : null}
      <TransferNotice />
    </>
  );
}

type Option = TransferChoice['kind'];

function TransferChoiceDialog({ vendor, memberId }: { vendor: string; memberId: string }) {
  const { t } = useTranslation();
  const answer = useTransferChoiceStore((s) => s.answer);
  const balance = useWalletBalance();
  const { money, exponent } = useMoney(balance.data);
  const main = balance.data?.wallets.find((w) => w.code === 'MAIN')?.balance;
  const game = balance.data?.wallets.find((w) => w.code === vendor);
  const stored = readChoice(memberId);
  const [option, setOption] = useState<Option>(stored?.choice.kind ?? 'all');
  const [amount, setAmount] = useState(
    stored?.choice.kind === 'fixed' ? formatMoney(stored.choice.amount, exponent).replace(/,/g, '') : '',
  );
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = useId();

  const submit = () => {
    let choice: TransferChoice = { kind: option } as TransferChoice;
    if (option === 'fixed') {
      const minor = toMinorUnits(amount, exponent);
      if (!minor || minor === '0' || (main !== undefined && BigInt(minor) > BigInt(main))) {
        setError(t('launch.transfer.invalid_amount', { max: money(main ?? '0') }));
        return;
      }
      choice = { kind: 'fixed', amount: minor };
    }
    writeChoice(memberId, { choice, remember });
    answer(choice);
  };

  return (
    <Dialog
      open
      size="sm"
      testId="transfer-choice"
      title={t('launch.transfer.title')}
      description={t('launch.transfer.intro')}
      onClose={() => answer(null)}
    >
      <form
        className="transfer-choice"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <dl className="transfer-choice__balances">
          <div>
            <dt>{t('launch.transfer.main_balance')}</dt>
            <dd data-testid="transfer-main">{main === undefined ? '…' : money(main)}</dd>
          </div>
          <div>
            <dt>{t('launch.transfer.game_balance', { game: game?.name ?? vendor })}</dt>
            <dd data-testid="transfer-game">{balance.data ? money(game?.balance ?? '0') : '…'}</dd>
          </div>
        </dl>
        <fieldset className="transfer-choice__options">
          <legend className="visually-hidden">{t('launch.transfer.title')}</legend>
          {(['all', 'fixed', 'none'] as const).map((kind) => (
            <label key={kind} className="transfer-choice__option">
              <input
                type="radio"
                name={name}
                value={kind}
                checked={option === kind}
                onChange={() => {
                  setOption(kind);
                  setError(null);
                }}
              />
              <span>{t(`launch.transfer.${kind}`)}</span>
            </label>
          ))}
        </fieldset>
        {option === 'fixed' ? (
          <div className="transfer-choice__amount">
            <label htmlFor={`${name}-amount`}>{t('launch.transfer.amount')}</label>
            <input
              id={`${name}-amount`}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${name}-error` : undefined}
              onChange={(event) => {
                setAmount(event.target.value);
                setError(null);
              }}
            />
            {error ? (
              <span id={`${name}-error`} className="transfer-choice__error" role="alert">
                {error}
              </span>
            ) : null}
          </div>
        ) : null}
        <label className="transfer-choice__remember">
          <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          <span>{t('launch.transfer.remember')}</span>
        </label>
        <button type="submit" className="btn btn--primary" disabled={!balance.data}>
          {t('launch.transfer.play')}
        </button>
      </form>
    </Dialog>
  );
}

/** What a launch with a remembered choice moved, for a few seconds, with a way back to the question. */
function TransferNotice() {
  const { t } = useTranslation();
  const notice = useTransferChoiceStore((s) => s.notice);
  const showNotice = useTransferChoiceStore((s) => s.showNotice);
  const balance = useWalletBalance();
  const { money } = useMoney(balance.data);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => showNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, showNotice]);
  if (!notice) return null;
  return (
    <div className="transfer-notice" role="status" data-testid="transfer-notice">
      <span>
        {notice.moved === '0'
          ? t('launch.transfer.moved_none')
          : t('launch.transfer.moved', { amount: money(notice.moved) })}
      </span>
      <button
        type="button"
        className="transfer-notice__ask"
        onClick={() => {
          forgetRemember(notice.memberId);
          showNotice(null);
        }}
      >
        {t('launch.transfer.ask_again')}
      </button>
    </div>
  );
}
