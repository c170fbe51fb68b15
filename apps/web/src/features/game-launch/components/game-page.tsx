import { GameView } from './game-view.tsx';

/** /game: the launched game in an iframe (SPEC §2, script chunk byIframe). */
export default function GamePage() {
  return <GameView />;
}
