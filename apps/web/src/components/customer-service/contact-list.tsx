import type { CustomerServiceEntry } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { assets } from '../../config/paths.ts';
import { errorTextKey } from '../../lib/errors.ts';
import { useCustomerService } from '../../lib/queries.ts';
import { Skeleton } from '../ui/skeleton.tsx';
import { QrCode } from './qr-code.tsx';
import './contact-list.css';

const MESSAGING: readonly CustomerServiceEntry['resourceType'][] = [
  'WHATSAPP',
  'TELEGRAM',
  'TELEGRAM2',
  'VIBER',
  'FACEBOOK',
];

/** The first messaging channel that has a QR code (SPEC §2 customer-service float). */
export function qrChannel(entries: readonly CustomerServiceEntry[]): CustomerServiceEntry | undefined {
  return entries.find((e) => MESSAGING.includes(e.resourceType) && !!e.qrCodeUrl);
}

function hrefOf(entry: CustomerServiceEntry): string {
  if (entry.resourceType === 'EMAIL' && !/^mailto:/i.test(entry.url) && !/^https?:/i.test(entry.url)) {
    return `mailto:${entry.url}`;
  }
  return entry.url;
}

/** Contact channels from the server (icon, label, link) and a QR code for one messaging channel. */
export function ContactList() {
  const { t } = useTranslation();
  const query = useCustomerService();
  if (query.isPending) {
    return (
      <div className="contact-list" aria-busy="true">
        <Skeleton className="contact-list__skeleton" count={3} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <p className="contact-list__message" role="alert">
        {t(errorTextKey(query.error))}
      </p>
    );
  }
  const entries = query.data;
  if (entries.length === 0) return <p className="contact-list__message">{t('cs.empty')}</p>;
  const qr = qrChannel(entries);
  return (
    <div className="contact-list">
      <ul className="contact-list__items">
        {entries.map((entry) => {
          const kind = t(`cs.channels.${entry.resourceType}`);
          const label = entry.labelNameEn || kind;
          return (
            <li key={`${entry.resourceType}-${entry.url}`}>
              <a className="contact-list__link" href={hrefOf(entry)} target="_blank" rel="noopener noreferrer">
                <img src={assets.contact(entry.resourceType.toLowerCase())} alt="" width={28} height={28} />
                <span className="contact-list__text">
                  <span className="contact-list__label">{label}</span>
                  {label.toLowerCase() === kind.toLowerCase() ? null : (
                    <span className="contact-list__kind">{kind}</span>
                  )}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
      {qr ? (
        <figure className="contact-list__qr">
          <QrCode value={qr.url} label={t('cs.scan', { channel: t(`cs.channels.${qr.resourceType}`) })} />
          <figcaption>{t('cs.scan', { channel: t(`cs.channels.${qr.resourceType}`) })}</figcaption>
        </figure>
      ) : null}
    </div>
  );
}
