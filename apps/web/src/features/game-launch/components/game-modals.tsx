import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useModalStore, type ModalName } from '../../../lib/modal-store.ts';
import { useGameGroups } from '../../../lib/games/games-queries.ts';
import { GameGrid } from '../../../components/games/game-grid.tsx';
import { launchingNode } from '../launching.ts';
import { useStartGame } from '../hooks/use-start-game.ts';
import { launchErrorKey } from '../launch-errors.ts';
import './game-modals.css';

interface GameModalsProps {
  modal: Extract<ModalName, 'gamePopup' | 'gameLaunchError'>;
  payload: string | null;
  onClose: () => void;
}

/** The game popups of the modal host (a lazily loaded chunk): a vendor's game list, a launch failure. */
export default function GameModals({ modal, payload, onClose }: GameModalsProps) {
  return modal === 'gamePopup' ? (
    <GamePopup vendor={payload ?? ''} onClose={onClose} />
  ) : (
    <LaunchError code={payload ?? 'unknown_error'} onClose={onClose} />
  );
}

/** SPEC §2: a VASSALAGE vendor opens a popup listing its games; choosing one launches it. */
function GamePopup({ vendor, onClose }: { vendor: string; onClose: () => void }) {
  const { t } = useTranslation();
  const groups = useGameGroups(vendor);
  const { start, pending } = useStartGame();
  const info = groups.data?.vendor;
  return (
    <Dialog
      open
      onClose={onClose}
      title={info ? t('games.popup_title', { vendor: info.displayName }) : t('pages.rngGames.title')}
      testId="game-popup"
    >
      <div className="game-popup">
        {groups.isPending ? (
          <Skeleton className="game-popup__skeleton" count={2} />
        ) : info?.maintenance ? (
          <p className="game-popup__note" role="status">
            {t('games.vendor_maintenance', { vendor: info.displayName })}
          </p>
        ) : (
          <GameGrid
            vendor={vendor}
            groups={groups.data?.groups ?? []}
            compact
            launching={launchingNode(pending)}
            onPlay={(game) => {
              void start({ game }).then(() => {
                // The popup closes once the game opened (a failure has replaced it with its own popup).
                if (useModalStore.getState().modal === 'gamePopup') onClose();
              });
            }}
          />
        )}
      </div>
    </Dialog>
  );
}

/** A launch failure in words (maintenance, trial account, …) with one button. */
function LaunchError({ code, onClose }: { code: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} title={t('launch.error_title')} testId="launch-error" size="sm">
      <p className="launch-error__text">{t(launchErrorKey(code), { defaultValue: t('error.unknown_error') })}</p>
      <button type="button" className="btn btn--primary" onClick={onClose}>
        {t('common.ok')}
      </button>
    </Dialog>
  );
}
