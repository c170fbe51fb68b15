import type { DepositOrder } from '@portal/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/ui/pager.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { useDepositOrders } from '../api/deposit-queries.ts';

const PAGE_SIZE = 8;
const PAGER_KEYS = { previous: 'deposit.prev', next: 'deposit.next', pageOf: 'deposit.page_of' };

/** The member's recent deposit orders with status badges, page by page. */
export function DepositOrders(props: {
  exponent: number;
  symbol: string;
  channelName: (code: string) => string;
  highlight: string | null;
}) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const orders = useDepositOrders(page, PAGE_SIZE);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  let body;
  if (orders.isPending) {
    body = <Skeleton className="dp-order-skeleton" count={3} />;
  } else if (orders.isError) {
    body = (
      <p className="dp-empty">
        {t('deposit.orders_load_failed')}{' '}
        <button type="button" className="dp-link" onClick={() => void orders.refetch()}>
          {t('deposit.retry')}
        </button>
      </p>
    );
  } else if (orders.data.total === 0) {
    body = (
      <p className="dp-empty" data-testid="dp-orders-empty">
        {t('deposit.orders_empty')}
      </p>
    );
  } else {
    body = (
      <>
        <ul className="dp-orders" data-testid="dp-orders">
          {orders.data.list.map((o) => (
            <OrderRow
              key={o.orderNo}
              order={o}
              money={formatMoney(o.amount, props.exponent, props.symbol)}
              when={date.format(new Date(o.createdAt))}
              channel={props.channelName(o.channel)}
              highlight={o.orderNo === props.highlight}
            />
          ))}
        </ul>
        <Pager
          page={page}
          total={orders.data.total}
          pageSize={PAGE_SIZE}
          onPage={setPage}
          keys={PAGER_KEYS}
          className="dp-pager"
          buttonClassName="btn btn--ghost btn--sm"
        />
      </>
    );
  }

  return (
    <section className="dp-card" aria-labelledby="dp-orders-title">
      <h3 id="dp-orders-title" className="fk-title dp-card__title">
        {t('deposit.orders_title')}
      </h3>
      {body}
    </section>
  );
}

function OrderRow(props: { order: DepositOrder; money: string; when: string; channel: string; highlight: boolean }) {
  const { t } = useTranslation();
  const o = props.order;
  const ref = useRef<HTMLLIElement>(null);
  // Back from the payment gateway: the order's result is below the form, so bring it into view.
  useEffect(() => {
    if (props.highlight) ref.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [props.highlight]);
  return (
    <li
      ref={ref}
      className={`dp-order${props.highlight ? ' dp-order--highlight' : ''}`}
      data-testid={`dp-order-${o.orderNo}`}
    >
      <div className="dp-order__main">
        <span className="dp-order__amount">{props.money}</span>
        <span className="dp-order__meta">
          {props.channel} · {props.when}
        </span>
        <span className="dp-order__no">{o.orderNo}</span>
        {o.note && o.status !== 'pending' ? <span className="dp-order__note">{o.note}</span> : null}
      </div>
      <div className="dp-order__side">
        <span className={`dp-badge dp-badge--${o.status}`}>{t(`deposit.status.${o.status}`)}</span>
        {o.payUrl ? (
          <a className="dp-link" href={o.payUrl}>
            {t('deposit.continue_payment')}
          </a>
        ) : null}
      </div>
    </li>
  );
}
