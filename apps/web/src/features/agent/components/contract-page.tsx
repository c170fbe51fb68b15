import type { Contract, ContractKind } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContracts } from '../api/contract-queries.ts';
import { ContractList } from './contract-card.tsx';
import { ContractHistory } from './contract-history.tsx';
import { ContractRequestDialog } from './contract-offer-dialog.tsx';
import { DownlineContracts } from './downline-contracts.tsx';
import './contracts.css';

/**
 * A contract page (daily, hourly or real-time salary, or dividend contract; SPEC §2 agent centre):
 * the agent's own contracts of the kind by category with their tiers and termination, their past
 * versions, and the contracts with its direct downline agents (offer, termination).
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const mine = useContracts({ kind, history: false });
  const [review, setReview] = useState<Contract | null>(null);
  const [history, setHistory] = useState(false);
  const list = mine.data?.list ?? [];
  return (
    <div className="rk-page ct-page" data-testid={`ct-page-${kind}`}>
      <p className="ag-muted ct-intro">{t(`agentContract.intro.${kind}`)}</p>
      <section className="ct-section" aria-labelledby={`ct-mine-${kind}`}>
        <h3 className="ct-section__title" id={`ct-mine-${kind}`}>
          {t('agentContract.mine')}
        </h3>
        <ContractList
          query={mine}
          side="payee"
          empty={{
            title: t('agentContract.none_title'),
            text: t('agentContract.none_text', { kind: t(`agentContract.kind.${kind}`) }),
          }}
          pending={(c) => (
            <button
              type="button"
              className="btn btn--primary btn--sm"
              onClick={() => setReview(c)}
              data-testid="ct-review"
            >
              {t('agentContract.action.review')}
            </button>
          )}
        />
        <button
          type="button"
          className="btn btn--ghost btn--sm ct-history-toggle"
          aria-expanded={history}
          onClick={() => setHistory((v) => !v)}
          data-testid="ct-history-toggle"
        >
          {history ? t('agentContract.history_hide') : t('agentContract.history_show')}
        </button>
        {history ? <ContractHistory kind={kind} /> : null}
      </section>
      <DownlineContracts kind={kind} mine={list} loading={!mine.data} />
      {review ? <ContractRequestDialog contract={review} onClose={() => setReview(null)} /> : null}
    </div>
  );
}

export const DailySalaryPage = () => <ContractPage kind="daily" />;
export const HourlySalaryPage = () => <ContractPage kind="hourly" />;
export const RealtimeSalaryPage = () => <ContractPage kind="realtime" />;
export const DividendContractPage = () => <ContractPage kind="dividend" />;
