import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useWithdrawInfo } from '../api/withdraw-queries.ts';
import { BankCardsCard } from './bank-cards-card.tsx';
import { useErrorText } from '../../../lib/errors.ts';
import { HistoryCard } from './history-card.tsx';
import { PaymentPasswordNotice } from './payment-password-notice.tsx';
import { RequestCard } from './request-card.tsx';
import '../../../components/ui/form-kit.css';
import './withdraw.css';

/** Member centre › withdraw (SPEC §4): bank cards, the request form and each withdrawal's timeline. */
export function WithdrawPage() {
  const { t } = useTranslation();
  const info = useWithdrawInfo();
  const errorText = useErrorText();
  if (info.isPending) {
    return (
      <div className="wd" aria-busy="true" data-testid="wd-loading">
        <div className="wd-grid">
          <Skeleton className="wd-skeleton-card" count={2} />
        </div>
        <Skeleton className="wd-skeleton-card wd-skeleton-card--wide" />
      </div>
    );
  }
  if (info.isError) {
    return (
      <EmptyState
        title={t('withdraw.failed')}
        text={errorText(info.error) ?? ''}
        action={
          <button type="button" className="btn btn--primary" onClick={() => void info.refetch()}>
            {t('withdraw.retry')}
          </button>
        }
      />
    );
  }
  return (
    <div className="wd" data-testid="wd-page">
      {info.data.paymentPasswordSet ? null : <PaymentPasswordNotice />}
      <div className="wd-grid">
        <RequestCard info={info.data} />
        <BankCardsCard info={info.data} />
      </div>
      <HistoryCard info={info.data} />
    </div>
  );
}
