import type { TeamOverviewValue } from '@portal/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { barGeometry } from '../../../lib/bar-geometry.ts';

export const CHART_METRICS = ['validBet', 'profitLoss', 'deposits', 'activeMembers'] as const;
export type ChartMetric = (typeof CHART_METRICS)[number];

const W = 720;
const H = 200;
const TOP = 8;
const BOTTOM = H - 8;

/** A day's bars: numbers only for pixels. */
export const chartBars = (values: readonly number[]) =>
  barGeometry(values, { top: TOP, bottom: BOTTOM, left: 0, right: W, maxWidth: 16, share: 0.6 });

/** Hand-made SVG chart of the last 30 days for one metric, with a title per bar and HTML day labels. */
export function OverviewChart(props: {
  days: TeamOverviewValue['days'];
  metric: ChartMetric;
  format: (day: TeamOverviewValue['days'][number]) => string;
  label: string;
}) {
  const { i18n } = useTranslation();
  const id = useId();
  const values = props.days.map((d) => Number(d[props.metric]));
  const { zeroY, bars } = chartBars(values);
  const dayLabel = (date: string) =>
    new Intl.DateTimeFormat(i18n.language, { month: 'numeric', day: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
  const every = Math.ceil(props.days.length / 8);
  return (
    <figure className="ag-chart">
      <svg
        className="ag-chart__svg"
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={`${id}-t`}
        data-testid="ag-chart"
      >
        <title id={`${id}-t`}>{props.label}</title>
        <line className="ag-chart__grid" x1={0} x2={W} y1={TOP} y2={TOP} />
        <line className="ag-chart__grid" x1={0} x2={W} y1={BOTTOM} y2={BOTTOM} />
        {bars.map((bar, i) => {
          const day = props.days[i]!;
          return (
            <rect
              key={day.date}
              className={`ag-chart__bar ag-chart__bar--${bar.tone === 'zero' || props.metric === 'profitLoss' ? bar.tone : 'plain'}`}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              rx={Math.min(3, bar.width / 3)}
            >
              <title>{`${day.date}: ${props.format(day)}`}</title>
            </rect>
          );
        })}
        <line className="ag-chart__zero" x1={0} x2={W} y1={zeroY} y2={zeroY} />
      </svg>
      <div
        className="ag-chart__labels"
        style={{ gridTemplateColumns: `repeat(${props.days.length}, minmax(0, 1fr))` }}
        aria-hidden="true"
      >
        {props.days.map((d, i) => (
          <span key={d.date}>{i % every === 0 ? dayLabel(d.date) : ''}</span>
        ))}
      </div>
    </figure>
  );
}
