import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatePage } from '../components/ui/state-page.tsx';
import { assets } from '../config/paths.ts';

interface State {
  failed: boolean;
}

/** Catches a failed application chunk: a translated retry page instead of a blank screen. */
export class ShellBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ShellFailed /> : this.props.children;
  }
}

function ShellFailed() {
  const { t } = useTranslation();
  return (
    <StatePage
      illustration={assets.ui('not-found')}
      title={t('chunk.title')}
      testId="shell-error"
      actions={
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </button>
      }
    >
      <p>{t('chunk.missing')}</p>
    </StatePage>
  );
}
