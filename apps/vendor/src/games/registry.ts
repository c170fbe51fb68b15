import { baccaratModule } from './baccarat/baccarat.module.ts';
import { bingoModule } from './bingo/bingo.module.ts';
import { cockfightModule } from './cockfight/cockfight.module.ts';
import { dragonTigerModule } from './dragon-tiger/dragon-tiger.module.ts';
import { fishModule } from './fish/fish.module.ts';
import type { GameModule } from './game-module.ts';
import { slotModule } from './slots/slots.module.ts';
import { sportsModule } from './sports/sports.module.ts';

/**
 * Every game kind plugged into the vendor. Each game helper adds the import of its module here
 * (one line each); the catalogue offers a vendor code every title whose kind the code carries.
 */
export const gameModules: GameModule[] = [
  slotModule,
  sportsModule,
  bingoModule,
  fishModule,
  baccaratModule,
  dragonTigerModule,
  cockfightModule,
];
