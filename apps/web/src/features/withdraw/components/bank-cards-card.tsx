import type { WithdrawInfo } from '@portal/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBindCard } from '../api/withdraw-queries.ts';
import { PAYMENT_PASSWORD } from '../withdraw-form.ts';
import { Field, FormError, fieldClasses } from '../../../components/ui/field.tsx';
import { useErrorText } from '../../../lib/errors.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** Common banks offered in the bank-name field; any other name may be typed. */
const BANKS = ['Vietcombank', 'Techcombank', 'BIDV', 'ACB', 'HSBC', 'Standard Chartered', 'Citibank', 'DBS'];

/** The member's bank cards (masked) and the form to bind another one. */
export function BankCardsCard({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const full = info.cards.length >= info.maxCards;
  return (
    <section className="wd-card" aria-labelledby="wd-cards-title" data-testid="wd-cards">
      <header className="wd-card__head">
        <h3 id="wd-cards-title" className="fk-title">
          {t('withdraw.cards.title')}
        </h3>
        <span className="wd-card__count">
          {info.cards.length}/{info.maxCards}
        </span>
      </header>
      {info.cards.length > 0 ? (
        <ul className="wd-bank-list">
          {info.cards.map((card) => (
            <li key={card.id} className="wd-bank">
              <span className="wd-bank__chip" aria-hidden="true" />
              <span className="wd-bank__name">{card.bankName}</span>
              <span className="wd-bank__number">{card.accountMasked}</span>
              <span className="wd-bank__holder">{card.holderName}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="wd-muted">{t('withdraw.cards.empty')}</p>
      )}
      {adding ? (
        <AddCardForm info={info} onDone={() => setAdding(false)} />
      ) : (
        <button
          type="button"
          className="btn btn--outline wd-card__action"
          disabled={full || !info.paymentPasswordSet}
          onClick={() => setAdding(true)}
          data-testid="wd-add-card"
        >
          {full ? t('withdraw.cards.full', { max: info.maxCards }) : t('withdraw.cards.add')}
        </button>
      )}
    </section>
  );
}

function AddCardForm({ info, onDone }: { info: WithdrawInfo; onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const bind = useBindCard();
  const [bankName, setBankName] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [holderName, setHolderName] = useState(info.payeeName ?? '');
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const digits = accountNumber.replace(/[\s-]/g, '');
  const problems = {
    bankName: bankName.trim().length < 2 ? t('withdraw.cards.bank_required') : undefined,
    accountNumber: /^\d{6,30}$/.test(digits) ? undefined : t('withdraw.cards.number_rule'),
    holderName: holderName.trim().length < 2 ? t('withdraw.cards.holder_required') : undefined,
    password: PAYMENT_PASSWORD.test(password) ? undefined : t('withdraw.pp_rule'),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.values(problems).some(Boolean)) return;
    bind.mutate(
      { bankName, accountNumber: digits, holderName, paymentPassword: password },
      { onSuccess: onDone, onSettled: () => setPassword('') },
    );
  };
  const show = (text: string | undefined) => (tried ? text : undefined);
  return (
    <form className="fk-form wd-form--card" onSubmit={submit} noValidate data-testid="wd-card-form">
      <Field
        classes={fieldClasses('wd')}
        label={t('withdraw.cards.bank')}
        name="bankName"
        value={bankName}
        onChange={setBankName}
        list="wd-bank-names"
        maxLength={60}
        placeholder={t('withdraw.cards.bank_placeholder')}
        error={show(problems.bankName)}
      />
      <datalist id="wd-bank-names">
        {BANKS.map((b) => (
          <option key={b} value={b} />
        ))}
      </datalist>
      <Field
        classes={fieldClasses('wd')}
        label={t('withdraw.cards.number')}
        name="accountNumber"
        value={accountNumber}
        onChange={setAccountNumber}
        inputMode="numeric"
        autoComplete="off"
        maxLength={40}
        error={show(problems.accountNumber)}
      />
      <Field
        classes={fieldClasses('wd')}
        label={t('withdraw.cards.holder')}
        name="holderName"
        value={holderName}
        onChange={setHolderName}
        autoComplete="name"
        maxLength={60}
        hint={info.payeeName ? t('withdraw.cards.holder_hint') : t('withdraw.cards.holder_first')}
        error={show(problems.holderName)}
      />
      <Field
        classes={fieldClasses('wd')}
        label={t('withdraw.pp_label')}
        name="paymentPassword"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={password}
        onChange={(v) => setPassword(v.replace(/\D/g, ''))}
        error={show(problems.password)}
      />
      <FormError text={errorText(bind.error)} testId="wd-form-error" />
      <div className="wd-form__actions">
        <button type="button" className="btn btn--ghost" onClick={onDone}>
          {t('withdraw.cancel')}
        </button>
        <button type="submit" className="btn btn--primary" disabled={bind.isPending} data-testid="wd-card-submit">
          {bind.isPending ? <Spinner /> : null}
          {t('withdraw.cards.bind')}
        </button>
      </div>
    </form>
  );
}
