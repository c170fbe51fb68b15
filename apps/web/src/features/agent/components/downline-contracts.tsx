import type { Contract, ContractCategory, ContractKind } from '@portal/contract';
import { AGENT_MAX_PAGE_SIZE } from '@portal/contract/constants';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { RecordFailed } from '../../../components/ui/record-page.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useDownlines } from '../api/agent-queries.ts';
import { useContracts } from '../api/contract-queries.ts';
import { ContractList } from './contract-card.tsx';
import { useCategoryLabel } from './contract-offer-dialog.tsx';
import { ContractOfferForm } from './contract-offer-form.tsx';
import { ContractHistory } from './contract-history.tsx';

/**
 * "My downlines' contracts": pick a direct downline agent, see its contracts of the kind, offer it
 * one (or new terms) from the agent's own, and answer or make a request to end one. A link may name
 * the downline (`&downline=`, e.g. from downline management); else the first one is shown.
 */
export function DownlineContracts({
  kind,
  mine,
  loading,
}: {
  kind: ContractKind;
  mine: readonly Contract[];
  loading: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const agents = useDownlines({ customerType: 2, page: 1, pageSize: AGENT_MAX_PAGE_SIZE });
  const [search] = useSearchParams();
  const [picked, setPicked] = useState(() => search.get('downline') ?? '');
  const list = agents.data?.list ?? [];
  const downline = list.some((d) => d.username === picked) ? picked : (list[0]?.username ?? '');
  const own = mine.filter((c) => c.status === 'active');
  return (
    <section className="ct-section" aria-labelledby={`${id}-title`}>
      <h3 className="ct-section__title" id={`${id}-title`}>
        {t('agentContract.downlines')}
      </h3>
      {agents.isError && !agents.data ? (
        <RecordFailed error={agents.error} failed="agentCentre.failed" retry="common.retry" onRetry={agents.refetch} />
      ) : !agents.data || loading ? (
        <Skeleton className="ct-card-skeleton" />
      ) : list.length === 0 ? (
        <div className="rk-card">
          <EmptyState compact title={t('agentContract.no_downlines_title')} text={t('agentContract.no_downlines')} />
        </div>
      ) : (
        <>
          <label className="rk-field ct-picker" htmlFor={id}>
            <span className="rk-field__label">{t('agentContract.pick_downline')}</span>
            <select
              id={id}
              className="rk-input ag-input"
              value={downline}
              onChange={(e) => setPicked(e.target.value)}
              data-testid="ct-downline-pick"
            >
              {list.map((d) => (
                <option key={d.username} value={d.username}>
                  {d.nickname ? `${d.username} (${d.nickname})` : d.username}
                </option>
              ))}
            </select>
          </label>
          <DownlineContractList key={downline} kind={kind} downline={downline} own={own} />
        </>
      )}
    </section>
  );
}

function DownlineContractList({
  kind,
  downline,
  own,
}: {
  kind: ContractKind;
  downline: string;
  own: readonly Contract[];
}) {
  const { t } = useTranslation();
  const categoryLabel = useCategoryLabel();
  const query = useContracts({ kind, downline, history: false });
  const [offering, setOffering] = useState(false);
  const [sent, setSent] = useState<ContractCategory | null>(null);
  const [history, setHistory] = useState(false);
  const list = query.data?.list ?? [];
  return (
    <div className="ct-downline" data-testid="ct-downline">
      <ContractList
        query={query}
        side="payer"
        empty={{
          title: t('agentContract.downline_none_title', { name: downline }),
          text: t('agentContract.downline_none_text', { name: downline }),
        }}
        pending={() => <span className="ag-muted">{t('agentContract.awaiting_answer')}</span>}
      />
      {sent ? (
        <p className="ag-success" role="status" data-testid="ct-offer-sent">
          {t('agentContract.offer_form.sent', { name: downline, category: categoryLabel(sent) })}
        </p>
      ) : null}
      {offering && own.length > 0 ? (
        <ContractOfferForm
          downline={downline}
          own={own}
          current={list}
          onDone={(category) => {
            setOffering(false);
            setSent(category);
          }}
          onCancel={() => setOffering(false)}
        />
      ) : (
        <div className="ct-downline__actions">
          <button
            type="button"
            className="btn btn--primary btn--sm"
            disabled={own.length === 0}
            onClick={() => {
              setOffering(true);
              setSent(null);
            }}
            data-testid="ct-offer-open"
          >
            {list.length > 0 ? t('agentContract.offer_form.open_new') : t('agentContract.offer_form.open')}
          </button>
          {own.length === 0 ? <span className="ag-muted">{t('agentContract.offer_form.need_own')}</span> : null}
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            aria-expanded={history}
            onClick={() => setHistory((v) => !v)}
          >
            {history ? t('agentContract.history_hide') : t('agentContract.history_show')}
          </button>
        </div>
      )}
      {history ? <ContractHistory kind={kind} downline={downline} /> : null}
    </div>
  );
}
