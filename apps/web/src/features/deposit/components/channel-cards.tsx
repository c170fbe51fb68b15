import type { PaymentChannel } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { BankIcon, OnlineIcon } from './deposit-icons.tsx';

/** The payment channels as selectable cards (a radio group). */
export function ChannelCards(props: {
  channels: PaymentChannel[];
  selected: string;
  money: (minor: string) => string;
  onSelect: (code: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="dp-channels" role="radiogroup" aria-label={t('deposit.channel_title')} data-testid="dp-channels">
      {props.channels.map((c) => {
        const active = c.code === props.selected;
        return (
          <button
            key={c.code}
            type="button"
            role="radio"
            aria-checked={active}
            className={`dp-channel${active ? ' dp-channel--active' : ''}`}
            onClick={() => props.onSelect(c.code)}
            data-testid={`dp-channel-${c.code}`}
          >
            {c.type === 'bank_transfer' ? <BankIcon /> : <OnlineIcon />}
            <span className="dp-channel__text">
              <span className="dp-channel__name">{c.name}</span>
              <span className="dp-channel__meta">
                {t(`deposit.type.${c.type}`)} · {props.money(c.min)} – {props.money(c.max)}
              </span>
            </span>
            <span className="dp-channel__tick" aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}
