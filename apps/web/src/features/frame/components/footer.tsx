import type { ResourceEntry } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { assets } from '../../../config/paths.ts';
import { useResources, useSettings } from '../../../lib/queries.ts';
import { footerLinkKey } from '../lib/footer-links.ts';
import './footer.css';

const groups: readonly ResourceEntry['group'][] = ['footer', 'legal', 'app'];

/** Footer: server resources by group, licence text, 18+ badge and brand logo. */
export function Footer() {
  const { t, i18n } = useTranslation();
  const linkLabel = (item: ResourceEntry) => {
    const key = footerLinkKey(item.url);
    return key ? t(key) : item.labelNameEn;
  };
  const settings = useSettings();
  const resources = useResources();
  const brand = settings.data?.brand;
  // The operator's licence line in the page's language when they wrote one, else their default text.
  const licence = brand?.licenceTexts?.[i18n.language] || brand?.licenceText;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <img
            src={brand?.logoUrl || assets.logo}
            alt={brand?.brandName ?? ''}
            height={40}
            className="site-footer__logo"
          />
          <p className="site-footer__responsible">
            <span className="site-footer__adult" aria-label={t('footer.adult_only')}>
              18+
            </span>
            <span>{t('footer.adult_note')}</span>
          </p>
        </div>
        <div className="site-footer__groups">
          {resources.isPending ? (
            <Skeleton className="site-footer__skeleton" count={3} />
          ) : (
            groups.map((group) => {
              const items = (resources.data ?? []).filter((r) => r.group === group);
              if (items.length === 0) return null;
              return (
                <section key={group} className="site-footer__group" aria-labelledby={`footer-${group}`}>
                  <h2 id={`footer-${group}`} className="site-footer__heading">
                    {t(`footer.groups.${group}`)}
                  </h2>
                  <ul>
                    {items.map((item) => (
                      <li key={`${item.labelNameEn}-${item.url}`}>
                        <a
                          href={item.url}
                          target={/^https?:/i.test(item.url) ? '_blank' : undefined}
                          rel="noopener noreferrer"
                        >
                          {linkLabel(item)}
                        </a>
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })
          )}
        </div>
      </div>
      <div className="site-footer__legal">
        {licence ? <p className="site-footer__licence">{licence}</p> : null}
        <p className="site-footer__copyright">
          {t('footer.copyright', { year: new Date().getFullYear(), brand: brand?.brandName ?? '' })}
        </p>
      </div>
    </footer>
  );
}
