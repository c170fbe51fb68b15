import type { Contract, ContractKind } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { RecordTime } from '../../../components/ui/record-cells.tsx';
import { useContracts } from '../api/contract-queries.ts';
import { isCurrent } from '../lib/contract-terms.ts';
import { useAgentFormat } from '../lib/use-agent-format.ts';
import { ContractStatus } from './contract-card.tsx';
import { useCategoryLabel } from './contract-offer-dialog.tsx';
import { ReportTable, type ReportColumn } from './report-table.tsx';
import { TierRate } from './tier-table.tsx';

/** Past versions of a kind (rejected, superseded, ended, withdrawn): the agent's own, or a direct downline's. */
export function ContractHistory({ kind, downline }: { kind: ContractKind; downline?: string }) {
  const { t } = useTranslation();
  const f = useAgentFormat();
  const categoryLabel = useCategoryLabel();
  const query = useContracts({ kind, downline, history: true });
  const past = (query.data?.list ?? []).filter((c) => !isCurrent(c));
  const data = query.data ? { list: past, total: past.length } : undefined;
  const when = (iso: string | null) => (iso ? <RecordTime iso={iso} timeZone={f.timeZone} /> : '—');
  const top = (c: Contract) => c.tiers.at(-1);
  const columns: ReportColumn<Contract>[] = [
    {
      key: 'version',
      label: t('agentContract.col.version'),
      role: 'head',
      cell: (c) => (
        <span className="ag-stack">
          <strong>{categoryLabel(c.category)}</strong>
          <small>{t('agentContract.version', { version: c.version })}</small>
        </span>
      ),
    },
    {
      key: 'status',
      label: t('agentContract.col.status'),
      role: 'tail',
      cell: (c) => <ContractStatus contract={c} side={downline ? 'payer' : 'payee'} />,
    },
    { key: 'offered', label: t('agentContract.col.offered'), cell: (c) => when(c.offeredAt) },
    { key: 'from', label: t('agentContract.effective_from'), cell: (c) => when(c.effectiveFrom) },
    { key: 'to', label: t('agentContract.effective_to'), cell: (c) => when(c.effectiveTo) },
    {
      key: 'reason',
      label: t('agentContract.col.reason'),
      cell: (c) => (c.endReason ? t(`agentContract.end.${c.endReason}`) : '—'),
    },
    {
      key: 'top',
      label: t('agentContract.col.top_rate'),
      num: true,
      cell: (c) => {
        const tier = top(c);
        return tier ? <TierRate tier={tier} /> : '—';
      },
    },
  ];
  return (
    <ReportTable
      query={{ ...query, data }}
      columns={columns}
      rowKey={(c) => c.id}
      page={1}
      pageSize={Math.max(1, past.length)}
      onPage={() => undefined}
      testId="ct-history"
      emptyText={t('agentContract.history_empty')}
    />
  );
}
