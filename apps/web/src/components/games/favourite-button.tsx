import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/spinner.tsx';
import { useModalStore } from '../../lib/modal-store.ts';
import { useFavouriteIds, useFavouriteToggle, useMemberId } from '../../lib/games/games-queries.ts';

/**
 * The heart of a game card (SPEC §4): a guest gets the login popup; a member's tap adds or removes
 * the favourite, with a loader while the call runs and the heart flipping once the server answered.
 */
export function FavouriteButton({ nodeId, name }: { nodeId: string; name: string }) {
  const { t } = useTranslation();
  const member = useMemberId();
  const ids = useFavouriteIds();
  const toggle = useFavouriteToggle();
  const openModal = useModalStore((s) => s.open);
  const favourite = ids.data?.has(nodeId) ?? false;
  const busy = toggle.isPending;

  return (
    <button
      type="button"
      className={`fav-btn${favourite ? ' fav-btn--on' : ''}`}
      aria-pressed={favourite}
      aria-busy={busy || undefined}
      aria-label={t(favourite ? 'games.favourite_remove' : 'games.favourite_add', { name })}
      disabled={busy}
      data-testid={`fav-${nodeId}`}
      onClick={(event) => {
        event.stopPropagation();
        if (!member) {
          openModal('login');
          return;
        }
        toggle.mutate({ nodeId, favourite: !favourite });
      }}
    >
      {busy ? (
        <Spinner />
      ) : (
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
            fill={favourite ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      )}
    </button>
  );
}
