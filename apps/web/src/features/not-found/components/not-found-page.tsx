import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { assets, paths } from '../../../config/paths.ts';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="page" data-testid="not-found-page">
      <EmptyState
        illustration={assets.ui('not-found')}
        title={t('pages.notFound.title')}
        text={t('pages.notFound.text')}
        action={
          <Link className="btn btn--primary" to={paths.root.href()}>
            {t('common.back_home')}
          </Link>
        }
      />
    </div>
  );
}
