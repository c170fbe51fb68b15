import { useTranslation } from 'react-i18next';
import { breadcrumbSteps } from '../lib/team-path.ts';

/** Where in the team a list is: "My team › a1 › b2"; every step but the last goes back up. */
export function TeamBreadcrumb({ path, onGo }: { path: readonly string[]; onGo: (path: string[]) => void }) {
  const { t } = useTranslation();
  const steps = breadcrumbSteps(path);
  return (
    <nav className="ag-crumbs" aria-label={t('agentCentre.breadcrumb')} data-testid="ag-crumbs">
      <ol>
        {steps.map((step, i) => {
          const label = step.label ?? t('agentCentre.my_team');
          const last = i === steps.length - 1;
          return (
            <li key={step.path.join('/') || 'root'}>
              {last ? (
                <span aria-current="page">{label}</span>
              ) : (
                <button type="button" className="ag-link" onClick={() => onGo(step.path)}>
                  {label}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
