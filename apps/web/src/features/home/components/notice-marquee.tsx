import type { Announcement } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import './notice-marquee.css';

/** Platform notices (type PL) scrolling in one line; pauses on hover and focus. */
export function NoticeMarquee({ notices }: { notices: readonly Announcement[] }) {
  const { t } = useTranslation();
  if (notices.length === 0) return null;
  const text = notices.map((n) => (n.content ? `${n.title}: ${n.content}` : n.title));
  return (
    <section className="marquee" aria-label={t('home.notice')} data-testid="notice-marquee">
      <span className="marquee__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="18" height="18">
          <path d="M3 10v4h4l5 4V6L7 10H3zm13.5 2a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4z" fill="currentColor" />
        </svg>
      </span>
      <Link to={paths.noticePage.href()} className="marquee__viewport">
        <span className="marquee__track">
          {text.map((line, i) => (
            <span key={notices[i]?.id ?? i} className="marquee__item" dir="auto">
              {line}
            </span>
          ))}
        </span>
        <span className="marquee__track" aria-hidden="true">
          {text.map((line, i) => (
            <span key={notices[i]?.id ?? i} className="marquee__item" dir="auto">
              {line}
            </span>
          ))}
        </span>
      </Link>
    </section>
  );
}
