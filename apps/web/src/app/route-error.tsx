import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { assets, paths } from '../config/paths.ts';
import { isChunkLoadError } from '../lib/errors.ts';

/** Shown in place of a page whose script failed (timeout or missing) or which crashed. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  return (
    <div className="route-error" role="alert" data-testid="route-error">
      <EmptyState
        illustration={assets.ui('not-found')}
        title={chunk ? t('chunk.title') : t('error.unknown_error')}
        text={chunk ? t(error.kind === 'timeout' ? 'chunk.timeout' : 'chunk.missing') : t('chunk.crashed')}
        action={
          <div className="route-error__actions">
            <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
              {t('common.retry')}
            </button>
            <Link className="btn btn--ghost" to={paths.root.href()}>
              {t('common.back_home')}
            </Link>
          </div>
        }
      />
    </div>
  );
}
