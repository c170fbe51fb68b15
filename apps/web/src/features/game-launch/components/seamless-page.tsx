import { GameView } from './game-view.tsx';

/** /seamless: the same game frame, kept as its own route and chunk (SPEC §2). */
export default function SeamlessPage() {
  return <GameView />;
}
