import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { errorTextKey } from '../lib/errors.ts';
import { useModalStore } from '../lib/modal-store.ts';
import { useModuleEnabled, useSettings } from '../lib/queries.ts';
import './free-play-button.css';

interface FreePlayButtonProps {
  /** `header`: a compact button; a failure opens the login popup, which shows the button with its error. */
  variant: 'header' | 'popup';
  /** Called once signed in (the popup closes itself). */
  onDone?: () => void;
}

/** "Try for free" (SPEC §1/§4, FREEPLAY3): a trial account, signed in, then home. */
export function FreePlayButton({ variant, onDone }: FreePlayButtonProps) {
  const { t } = useTranslation();
  const enabled = useModuleEnabled('FREEPLAY3') === true;
  const settings = useSettings();
  const navigate = useNavigate();
  const openModal = useModalStore((s) => s.open);
  const start = useMutation({
    // The encrypted sign-in (bot check, encryption) loads on the first click, not with the header.
    mutationFn: async () => (await import('../lib/free-play.ts')).startFreePlay(settings.data?.brand),
    onSuccess: () => {
      onDone?.();
      void navigate(paths.root.href());
    },
    onError: () => {
      if (variant === 'header') openModal('login');
    },
  });
  if (!enabled) return null;
  const label = start.isPending ? t('freePlay.starting') : t('freePlay.button');
  if (variant === 'header') {
    return (
      <button
        type="button"
        className="btn btn--ghost btn--sm free-play-button--header"
        onClick={() => start.mutate()}
        disabled={start.isPending}
        title={t('freePlay.hint')}
        data-testid="free-play-header"
      >
        {label}
      </button>
    );
  }
  return (
    <div className="free-play" data-testid="free-play">
      <p className="free-play__divider">
        <span>{t('freePlay.or')}</span>
      </p>
      <button
        type="button"
        className="btn btn--outline free-play__button"
        onClick={() => start.mutate()}
        disabled={start.isPending}
        data-testid="free-play-button"
      >
        {start.isPending ? <span className="spinner" aria-hidden="true" /> : null}
        {label}
      </button>
      <p className="free-play__hint">{t('freePlay.hint')}</p>
      {start.error ? (
        <p className="auth-form__error" role="alert">
          {t(errorTextKey(start.error), { defaultValue: t('error.unknown_error') })}
        </p>
      ) : null}
    </div>
  );
}
