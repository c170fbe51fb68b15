import type { Contract } from '@portal/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { RecordTime } from '../../../components/ui/record-cells.tsx';
import { RecordFailed } from '../../../components/ui/record-page.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useErrorText } from '../../../lib/errors.ts';
import { useContractTermination, type TerminationAction } from '../api/contract-queries.ts';
import { terminationAsker } from '../lib/contract-terms.ts';
import { useAgentFormat } from '../lib/use-agent-format.ts';
import { useCategoryLabel } from './contract-offer-dialog.tsx';
import { TierTable } from './tier-table.tsx';

/** A contract's status as a badge; a termination request says who asked. */
export function ContractStatus({ contract, side }: { contract: Contract; side: 'payee' | 'payer' }) {
  const { t } = useTranslation();
  const asker = terminationAsker(contract, side);
  const text = asker ? t(`agentContract.status.ending_${asker}`) : t(`agentContract.status.${contract.status}`);
  return (
    <span className={`rk-badge ct-status ct-status--${contract.status}`} data-testid="ct-status">
      {text}
    </span>
  );
}

/**
 * One contract version: category, status and version, its dates and payer, the tier table, and the
 * actions the viewer may take (`side`: the viewer is its payee, or its payer for a downline's).
 */
export function ContractCard(props: { contract: Contract; side: 'payee' | 'payer'; actions?: ReactNode }) {
  const { t } = useTranslation();
  const f = useAgentFormat();
  const categoryLabel = useCategoryLabel();
  const c = props.contract;
  const when = (iso: string | null, none: string) =>
    iso ? <RecordTime iso={iso} timeZone={f.timeZone} /> : <span className="ag-muted">{none}</span>;
  return (
    <article className="rk-card ct-card" data-testid={`ct-card-${c.category}`}>
      <header className="ct-card__head">
        <div>
          <h4 className="ct-card__title">{categoryLabel(c.category)}</h4>
          <span className="ag-muted">
            {t('agentContract.version', { version: c.version })} ·{' '}
            {props.side === 'payee'
              ? t('agentContract.paid_by', { payer: c.payer ?? t('agentContract.platform') })
              : t('agentContract.paid_to', { payee: c.payee })}
          </span>
        </div>
        <ContractStatus contract={c} side={props.side} />
      </header>
      <dl className="ct-card__facts">
        <div>
          <dt>{t('agentContract.effective_from')}</dt>
          <dd>{when(c.effectiveFrom, c.status === 'pending' ? t('agentContract.on_accept') : '—')}</dd>
        </div>
        <div>
          <dt>{t('agentContract.effective_to')}</dt>
          <dd>{when(c.effectiveTo, t('agentContract.open_ended'))}</dd>
        </div>
        {c.period ? (
          <div className="ct-card__wide">
            <dt>{t('agentContract.period_label')}</dt>
            <dd>{t(`agentContract.period.${c.period}`)}</dd>
          </div>
        ) : null}
      </dl>
      <TierTable kind={c.kind} tiers={c.tiers} />
      {props.actions ? <div className="ct-card__actions">{props.actions}</div> : null}
    </article>
  );
}

/**
 * The termination buttons of an in-force contract for the viewer's side: ask to end it; withdraw
 * the request; or consent to / decline the other side's request.
 */
export function TerminationActions({ contract, side }: { contract: Contract; side: 'payee' | 'payer' }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const terminate = useContractTermination();
  const asker = terminationAsker(contract, side);
  // Asking to end is confirmed in place: the other side is told at once.
  const [asking, setAsking] = useState(false);
  const button = (action: TerminationAction, primary = false, label = `agentContract.action.${action}`) => (
    <button
      key={action}
      type="button"
      className={`btn btn--sm ${primary ? 'btn--primary' : 'btn--outline'}`}
      disabled={terminate.isPending}
      onClick={() => terminate.mutate({ id: contract.id, action }, { onSettled: () => setAsking(false) })}
      data-testid={`ct-${action}`}
    >
      {t(label)}
    </button>
  );
  // A platform line ends only by the operator.
  if (contract.payer === null) return <span className="ag-muted">{t('agentContract.platform_line')}</span>;
  const buttons =
    contract.status === 'active' && asking
      ? [
          <span key="q" className="ct-confirm">
            {t('agentContract.request_confirm')}
          </span>,
          button('request', true, 'agentContract.action.request_yes'),
          <button key="no" type="button" className="btn btn--sm btn--ghost" onClick={() => setAsking(false)}>
            {t('common.cancel')}
          </button>,
        ]
      : contract.status === 'active'
        ? [
            <button
              key="ask"
              type="button"
              className="btn btn--sm btn--outline"
              onClick={() => setAsking(true)}
              data-testid="ct-ask-end"
            >
              {t('agentContract.action.request')}
            </button>,
          ]
        : asker === 'me'
          ? [button('withdraw')]
          : asker === 'them'
            ? [button('consent', true), button('decline')]
            : [];
  if (buttons.length === 0) return null;
  return (
    <>
      {buttons}
      {terminate.error ? (
        <span className="rk-error" role="alert">
          {errorText(terminate.error)}
        </span>
      ) : null}
    </>
  );
}

/**
 * The current contracts of one payee as cards: a skeleton while loading, the failure with a retry,
 * the designed empty state, else a card each with termination actions or, for an offer, `pending`.
 */
export function ContractList(props: {
  query: { data?: { list: Contract[] }; error: unknown; isError: boolean; refetch: () => unknown };
  side: 'payee' | 'payer';
  empty: { title: string; text: string };
  pending: (contract: Contract) => ReactNode;
}) {
  const { query } = props;
  if (query.isError && !query.data) {
    return (
      <RecordFailed error={query.error} failed="agentCentre.failed" retry="common.retry" onRetry={query.refetch} />
    );
  }
  if (!query.data) return <Skeleton className="ct-card-skeleton" />;
  if (query.data.list.length === 0) {
    return (
      <div className="rk-card">
        <EmptyState compact title={props.empty.title} text={props.empty.text} />
      </div>
    );
  }
  return (
    <div className="ct-cards">
      {query.data.list.map((c) => (
        <ContractCard
          key={c.id}
          contract={c}
          side={props.side}
          actions={c.status === 'pending' ? props.pending(c) : <TerminationActions contract={c} side={props.side} />}
        />
      ))}
    </div>
  );
}
