import type { ProfitValue } from '@portal/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { barGeometry } from '../../../lib/bar-geometry.ts';

const W = 720;
const H = 220;
const TOP = 10;
const BOTTOM = H - 10;
const LEFT = 6;
const RIGHT = W - 6;

/** Profit per day as bars (minor units become floats only for pixels). */
export const profitBars = (profits: readonly string[]) =>
  barGeometry(
    profits.map((p) => Number(p)),
    { top: TOP, bottom: BOTTOM, left: LEFT, right: RIGHT, maxWidth: 30, share: 0.62 },
  );

/** Hand-made SVG bar chart of profit and loss per day, with a title, a summary and per-bar labels. */
export function ProfitChart({ value, money }: { value: ProfitValue; money: (minor: string) => string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { zeroY, bars } = profitBars(value.days.map((d) => d.profit));
  const dayLabel = (date: string) =>
    new Intl.DateTimeFormat(i18n.language, { month: 'numeric', day: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
  const every = Math.ceil(value.days.length / 10);
  return (
    <figure className="rc-chart-figure">
      <svg
        className="rc-chart"
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${id}-title`}
        data-testid="rc-chart"
        preserveAspectRatio="none"
      >
        <title id={`${id}-title`}>{t('records.profit.chart_label', { from: value.from, to: value.to })}</title>
        <line className="rc-chart__grid" x1={LEFT} x2={RIGHT} y1={TOP} y2={TOP} />
        <line className="rc-chart__grid" x1={LEFT} x2={RIGHT} y1={BOTTOM} y2={BOTTOM} />
        {bars.map((bar, i) => {
          const day = value.days[i]!;
          return (
            <rect
              key={day.date}
              className={`rc-chart__bar rc-chart__bar--${bar.tone}`}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              rx={Math.min(4, bar.width / 3)}
            >
              <title>{t('records.profit.bar_label', { date: day.date, profit: money(day.profit) })}</title>
            </rect>
          );
        })}
        <line className="rc-chart__zero" x1={LEFT} x2={RIGHT} y1={zeroY} y2={zeroY} />
      </svg>
      {/* Day labels in HTML: the SVG stretches to the card's width, text would stretch with it. */}
      <div
        className="rc-chart__labels"
        style={{
          gridTemplateColumns: `repeat(${value.days.length}, minmax(0, 1fr))`,
          paddingInline: `${(LEFT / W) * 100}%`,
        }}
        aria-hidden="true"
      >
        {value.days.map((day, i) => (
          <span key={day.date}>{i % every === 0 ? dayLabel(day.date) : ''}</span>
        ))}
      </div>
    </figure>
  );
}
