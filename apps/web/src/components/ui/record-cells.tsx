import { useTranslation } from 'react-i18next';

/**
 * A record's time in a table cell, in the page's language: the date above the clock time on wide
 * screens, on one line in the phone card (record-kit.css). `seconds`: the clock with seconds;
 * `timeZone`: an IANA zone (the platform's) instead of the browser's.
 */
export function RecordTime({ iso, seconds = false, timeZone }: { iso: string; seconds?: boolean; timeZone?: string }) {
  const { i18n } = useTranslation();
  const at = new Date(iso);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone }).format(at);
  const clock = new Intl.DateTimeFormat(i18n.language, { timeStyle: seconds ? 'medium' : 'short', timeZone }).format(
    at,
  );
  return (
    <time className="rk-time" dateTime={iso}>
      <span>{date}</span> <span className="rk-time__clock">{clock}</span>
    </time>
  );
}

/** A reference in a table cell: cut short with an ellipsis on wide screens, whole on hover and on phones. */
export function RecordRef({ value }: { value: string | null }) {
  if (!value) return <>—</>;
  return (
    <span className="rk-ref__text" title={value}>
      {value}
    </span>
  );
}
