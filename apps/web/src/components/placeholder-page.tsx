import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths.ts';
import { EmptyState } from './ui/empty-state.tsx';

interface PlaceholderPageProps {
  /** Translation key of the page title. */
  titleKey: string;
  /** Translation key of the one-line explanation. */
  emptyKey: string;
}

/** A page whose content comes in a later feature: its title and a designed empty state. */
export function PlaceholderPage({ titleKey, emptyKey }: PlaceholderPageProps) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="page__title">{t(titleKey)}</h1>
      <EmptyState
        text={t(emptyKey)}
        action={
          <Link className="btn btn--primary" to={paths.root.href()}>
            {t('common.back_home')}
          </Link>
        }
      />
    </div>
  );
}
