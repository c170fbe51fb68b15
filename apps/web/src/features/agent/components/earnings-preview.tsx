import type { EarningsPreview as Preview } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { RecordFailed } from '../../../components/ui/record-page.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useEarningsPreview } from '../api/contract-queries.ts';
import { ratePercent } from '../lib/contract-terms.ts';
import { nextTierProgress } from '../lib/earnings-progress.ts';
import { periodText } from '../lib/income-period.ts';
import { useAgentFormat } from '../lib/use-agent-format.ts';
import { useCategoryLabel } from './contract-offer-dialog.tsx';
import { TierRate } from './tier-table.tsx';

/**
 * "What would I earn": one card per salary contract in force with its open period so far — valid bet,
 * active members, the tier reached and the net it would pay if the period closed now — and a bar
 * towards the next tier with what the team still needs for it.
 */
export function EarningsPreviewPanel() {
  const { t } = useTranslation();
  const query = useEarningsPreview();
  return (
    <section className="ct-preview" aria-labelledby="ct-preview-title" data-testid="ct-preview">
      <div className="ct-preview__head">
        <h3 className="ct-section__title" id="ct-preview-title">
          {t('agentIncome.preview.title')}
        </h3>
        <p className="ag-muted">{t('agentIncome.preview.hint')}</p>
      </div>
      {query.isError && !query.data ? (
        <RecordFailed error={query.error} failed="agentCentre.failed" retry="common.retry" onRetry={query.refetch} />
      ) : !query.data ? (
        <div className="ct-preview__grid" data-testid="ct-preview-loading">
          <Skeleton className="ct-preview-skeleton" count={2} />
        </div>
      ) : query.data.list.length === 0 ? (
        <p className="rk-card ct-preview__empty" data-testid="ct-preview-empty">
          {t('agentIncome.preview.empty')}
        </p>
      ) : (
        <div className="ct-preview__grid">
          {query.data.list.map((p) => (
            <PreviewCard key={p.contractId} preview={p} />
          ))}
        </div>
      )}
    </section>
  );
}

function PreviewCard({ preview: p }: { preview: Preview }) {
  const { t, i18n } = useTranslation();
  const f = useAgentFormat();
  const categoryLabel = useCategoryLabel();
  const progress = nextTierProgress(p);
  const asOf = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short', timeZone: f.timeZone }).format(
    new Date(p.asOf),
  );
  const needs = progress
    ? [
        progress.validBet.needed > 0n
          ? t('agentIncome.preview.need_bet', { amount: f.money(String(progress.validBet.needed)) })
          : null,
        progress.active.needed > 0n
          ? t('agentIncome.preview.need_active', { count: Number(progress.active.needed) })
          : null,
      ].filter((x): x is string => x !== null)
    : [];
  return (
    <article className="rk-card ct-preview-card" data-testid={`ct-preview-${p.kind}-${p.category}`}>
      <header className="ct-card__head">
        <div>
          <h4 className="ct-card__title">
            {t(`agentContract.kind.${p.kind}`)} · {categoryLabel(p.category)}
          </h4>
          <span className="ag-muted">
            {periodText(p.periodStart, p.periodEnd, i18n.language, f.timeZone)} ·{' '}
            {t('agentIncome.preview.as_of', { time: asOf })}
          </span>
        </div>
        <div className="ct-preview-card__net">
          <small>{t('agentIncome.preview.net')}</small>
          <strong data-testid="ct-preview-net">{f.money(p.net)}</strong>
        </div>
      </header>
      <dl className="ct-card__facts">
        <div>
          <dt>{t('agentIncome.col.valid_bet')}</dt>
          <dd>{f.money(p.validBet)}</dd>
        </div>
        <div>
          <dt>{t('agentIncome.col.active')}</dt>
          <dd>{p.activeMembers}</dd>
        </div>
        <div>
          <dt>{t('agentIncome.col.tier')}</dt>
          <dd>
            {p.tier < 0 ? (
              t('agentIncome.no_tier')
            ) : (
              <>
                {t('agentIncome.tier_n', { tier: p.tier + 1 })} · <TierRate tier={p} />
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('agentIncome.col.gross')}</dt>
          <dd>
            {f.money(p.gross)}
            {p.passedDown !== '0' ? (
              <small className="ag-muted">{t('agentIncome.preview.passed', { amount: f.money(p.passedDown) })}</small>
            ) : null}
          </dd>
        </div>
      </dl>
      {progress && p.next ? (
        <div className="ct-progress">
          <div className="ct-progress__label">
            <span>
              {t('agentIncome.preview.next', { tier: p.next.tier + 1, rate: `${ratePercent(p.next.rate)} %` })}
            </span>
            <strong>{progress.percent} %</strong>
          </div>
          <div
            className="ct-progress__track"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
            aria-label={t('agentIncome.preview.next', { tier: p.next.tier + 1, rate: `${ratePercent(p.next.rate)} %` })}
            data-testid="ct-progress"
          >
            <span className="ct-progress__bar" style={{ inlineSize: `${progress.percent}%` }} />
          </div>
          <p className="ag-muted ct-progress__needs" data-testid="ct-progress-needs">
            {needs.length > 0
              ? t('agentIncome.preview.needs', { list: needs.join(' · ') })
              : t('agentIncome.preview.reached_next')}
          </p>
        </div>
      ) : (
        <p className="ag-muted ct-progress__needs" data-testid="ct-progress-top">
          {t('agentIncome.preview.top')}
        </p>
      )}
      {p.kind === 'realtime' ? <p className="ag-muted ct-note">{t('agentIncome.preview.realtime_note')}</p> : null}
    </article>
  );
}
