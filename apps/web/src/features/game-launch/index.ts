// The game-launch feature's public entry: what other features may use to start a game and show
// its progress. Everything else in this folder is private to the feature.
export { useStartGame, type StartTarget } from './hooks/use-start-game.ts';
export { launchKey, useLaunchStore } from './launch-store.ts';
export { launchingNode } from './launching.ts';
export { TransferChoiceHost } from './components/transfer-choice-dialog.tsx';
