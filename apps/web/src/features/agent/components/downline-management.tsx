import type { Downline } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordTime } from '../../../components/ui/record-cells.tsx';
import { AGENT_PAGE_SIZE, useDownlines } from '../api/agent-queries.ts';
import { isAgentType } from '../lib/team-path.ts';
import { useAgentFormat } from '../lib/use-agent-format.ts';
import { RemarkDialog, TransferDialog } from './downline-dialogs.tsx';
import { SelectFilter, TextFilter } from './report-filters.tsx';
import { ReportTable, type ReportColumn } from './report-table.tsx';
import { TeamBreadcrumb } from './team-breadcrumb.tsx';

const STATUSES = ['active', 'locked', 'disabled'] as const;
type Status = (typeof STATUSES)[number];
type Action = { kind: 'transfer' | 'remark'; member: Downline } | null;

/**
 * Downline management: the direct downlines of a team member (drill down with a breadcrumb) or a
 * search of the whole team below it, with type and status filters; transfer money and set a remark.
 */
export function DownlineManagement() {
  const { t } = useTranslation();
  const f = useAgentFormat();
  const [path, setPath] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [type, setType] = useState<'' | '2' | '3'>('');
  const [status, setStatus] = useState<Status | ''>('');
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<Action>(null);
  const query = useDownlines({
    parent: path.at(-1),
    search: search || undefined,
    customerType: type ? (Number(type) as 2 | 3) : undefined,
    status: status || undefined,
    page,
    pageSize: AGENT_PAGE_SIZE,
  });
  const data = query.data;
  // The server's breadcrumb is the truth once it answers (a member found by search sits deeper).
  const crumbs = data && !query.isPlaceholderData ? data.breadcrumb.slice(1).map((b) => b.username) : path;
  const go = (next: string[]) => {
    setPath(next);
    setSearch('');
    setPage(1);
  };
  const columns: ReportColumn<Downline>[] = [
    {
      key: 'username',
      label: t('agentCentre.col.username'),
      role: 'head',
      cell: (d) => (
        <span className="ag-stack">
          {isAgentType(d.customerType) && d.directCount > 0 ? (
            <button
              type="button"
              className="ag-link"
              onClick={() => go([...crumbs, d.username])}
              data-testid="ag-drill"
            >
              {d.username}
            </button>
          ) : (
            <strong>{d.username}</strong>
          )}
          {d.nickname ? <small>{d.nickname}</small> : null}
          {d.remark ? <small className="ag-remark">“{d.remark}”</small> : null}
        </span>
      ),
    },
    {
      key: 'type',
      label: t('records.col.type'),
      cell: (d) => (
        <span className={`rk-badge ag-type ag-type--${d.customerType}`}>{t(`agentCentre.type.${d.customerType}`)}</span>
      ),
    },
    { key: 'level', label: t('agentCentre.col.level'), cell: (d) => d.level, num: true },
    { key: 'balance', label: t('agentCentre.col.balance'), cell: (d) => f.money(d.balance), num: true, role: 'tail' },
    {
      key: 'team',
      label: t('agentCentre.col.team'),
      cell: (d) => t('agentCentre.team_counts', { count: d.teamSize, direct: d.directCount }),
    },
    {
      key: 'status',
      label: t('bets.col.status'),
      cell: (d) => (
        <span className={`rk-badge ag-state ag-state--${d.status}`}>{t(`agentCentre.status.${d.status}`)}</span>
      ),
    },
    {
      key: 'registered',
      label: t('agentCentre.col.registered'),
      cell: (d) => <RecordTime iso={d.registeredAt} timeZone={f.timeZone} />,
    },
    {
      key: 'lastLogin',
      label: t('agentCentre.col.last_login'),
      cell: (d) => (d.lastLoginAt ? <RecordTime iso={d.lastLoginAt} timeZone={f.timeZone} /> : t('agentCentre.never')),
    },
    {
      key: 'actions',
      label: t('agentCentre.col.actions'),
      cell: (d) => (
        <span className="ag-actions">
          <button
            type="button"
            className="btn btn--primary btn--sm"
            onClick={() => setAction({ kind: 'transfer', member: d })}
            data-testid="ag-transfer"
          >
            {t('agentCentre.transfer.action')}
          </button>
          <button
            type="button"
            className="btn btn--outline btn--sm"
            onClick={() => setAction({ kind: 'remark', member: d })}
            data-testid="ag-remark"
          >
            {t('agentCentre.remark.action')}
          </button>
        </span>
      ),
    },
  ];

  return (
    <div className="rk-page" data-testid="ag-downlines">
      <TeamBreadcrumb path={crumbs} onGo={go} />
      <div className="rk-filters ag-filters">
        <TextFilter
          label={t('agentCentre.search_team')}
          value={search}
          onApply={(v) => {
            setSearch(v);
            setPage(1);
          }}
          testId="ag-search"
        />
        <SelectFilter
          label={t('records.col.type')}
          value={type}
          options={[
            { value: '2', label: t('agentCentre.type.2') },
            { value: '3', label: t('agentCentre.type.3') },
          ]}
          onChange={(v) => {
            setType(v as '' | '2' | '3');
            setPage(1);
          }}
          testId="ag-filter-type"
        />
        <SelectFilter
          label={t('bets.col.status')}
          value={status}
          options={STATUSES.map((s) => ({ value: s, label: t(`agentCentre.status.${s}`) }))}
          onChange={(v) => {
            setStatus(v as Status | '');
            setPage(1);
          }}
          testId="ag-filter-status"
        />
        {data ? (
          <p className="ag-count" data-testid="ag-downline-count">
            {search ? t('agentCentre.found', { count: data.total }) : t('agentCentre.members', { count: data.total })}
          </p>
        ) : null}
      </div>
      <ReportTable
        query={query}
        columns={columns}
        rowKey={(d) => d.username}
        page={page}
        pageSize={AGENT_PAGE_SIZE}
        onPage={setPage}
        testId="ag-downline"
        emptyText={search ? t('agentCentre.search_empty') : t('agentCentre.downlines_empty')}
      />
      {action?.kind === 'transfer' ? <TransferDialog member={action.member} onClose={() => setAction(null)} /> : null}
      {action?.kind === 'remark' ? <RemarkDialog member={action.member} onClose={() => setAction(null)} /> : null}
    </div>
  );
}
