import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { StatePage } from '../components/ui/state-page.tsx';
import { assets } from '../config/paths.ts';
import { loadChunk } from '../lib/chunk-load.ts';
import { errorTextKey } from '../lib/errors.ts';
import { useSystemStatus } from '../lib/queries.ts';
import { MaintenancePage } from '../features/system-state/components/maintenance-page.tsx';
import { RegionBlockedPage } from '../features/system-state/components/region-blocked-page.tsx';
import { ShellBoundary } from './shell-boundary.tsx';
import { Splash } from './splash.tsx';

let shell: ReturnType<typeof loadShell> | undefined;
const loadShell = () => loadChunk(() => import('./app-shell.tsx'));
/** Starts fetching the routed app at once, in parallel with the status check. */
export const preloadShell = () => (shell ??= loadShell());
const AppShell = lazy(preloadShell);

/**
 * Start-up gate (SPEC §1): the system status decides between the app (0), the maintenance page
 * (1) and the region-blocked page (2). It is polled, so switching either state takes effect
 * without a reload.
 */
export function App() {
  const { t } = useTranslation();
  const status = useSystemStatus();

  if (status.data?.status === 1) {
    return <MaintenancePage message={status.data.maintenanceMessage} />;
  }
  if (status.data?.status === 2) {
    return <RegionBlockedPage location={status.data.location} />;
  }
  if (status.data?.status === 0) {
    return (
      <ShellBoundary>
        <Suspense fallback={<Splash />}>
          <AppShell />
        </Suspense>
      </ShellBoundary>
    );
  }
  if (status.isError) {
    return (
      <StatePage
        illustration={assets.ui('maintenance')}
        title={t('state.startup_error_title')}
        testId="startup-error"
        actions={
          <button type="button" className="btn btn--primary" onClick={() => void status.refetch()}>
            {t('common.retry')}
          </button>
        }
      >
        <p>{t(errorTextKey(status.error))}</p>
      </StatePage>
    );
  }
  return <Splash />;
}
