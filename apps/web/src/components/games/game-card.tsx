import type { GameItem } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/spinner.tsx';
import { FavouriteButton } from './favourite-button.tsx';
import { LazyGameImage } from './lazy-game-image.tsx';
import './game-card.css';

interface GameCardProps {
  game: GameItem;
  onPlay: (game: GameItem) => void;
  /** The game is being launched (a loader over the picture). */
  launching?: boolean;
  /** Show the vendor's name under the game's (lists that mix vendors). */
  showVendor?: boolean;
}

/**
 * A game: lazy picture, name, tags, RTP badge, favourite heart and the maintenance overlay. The
 * tags, RTP and heart sit below the picture, never on it: vendors draw titles into their artwork.
 */
export function GameCard({ game, onPlay, launching = false, showVendor = false }: GameCardProps) {
  const { t } = useTranslation();
  return (
    <article
      className={`game-card${game.maintenance ? ' game-card--maintenance' : ''}`}
      data-testid={`game-card-${game.nodeId}`}
    >
      <button
        type="button"
        className="game-card__play"
        disabled={game.maintenance || launching}
        aria-busy={launching || undefined}
        aria-label={t('games.play', { name: game.name })}
        onClick={() => onPlay(game)}
      >
        <span className="game-card__art">
          <LazyGameImage picture={game.picture} />
          {game.maintenance ? (
            <span className="game-card__overlay game-card__overlay--maintenance">{t('vendor.maintenance')}</span>
          ) : launching ? (
            <span className="game-card__overlay" role="status" aria-label={t('games.launching')}>
              <Spinner />
            </span>
          ) : (
            <span className="game-card__overlay game-card__overlay--hover" aria-hidden="true">
              <span className="game-card__cta">{t('games.play_now')}</span>
            </span>
          )}
        </span>
        <span className="game-card__meta">
          {game.tags.length > 0 || game.rtp !== null ? (
            <span className="game-card__badges" data-testid="game-badges">
              {game.tags.map((tag) => (
                <span key={tag} className={`game-card__tag game-card__tag--${tag}`}>
                  {t(`games.tag.${tag}`)}
                </span>
              ))}
              {game.rtp !== null ? (
                <span className="game-card__rtp" data-testid="game-rtp">
                  {t('games.rtp', { value: game.rtp.toFixed(2) })}
                </span>
              ) : null}
            </span>
          ) : null}
          <span className="game-card__title">
            <span className="game-card__name">{game.name}</span>
            {showVendor ? <span className="game-card__vendor">{game.vendorName}</span> : null}
          </span>
        </span>
      </button>
      <span className="game-card__fav">
        <FavouriteButton nodeId={game.nodeId} name={game.name} />
      </span>
    </article>
  );
}
