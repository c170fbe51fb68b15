import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameKind, GameModule, GameTitle } from '../games/game-module.ts';

const SHELL = join(import.meta.dirname, '..', 'client', 'shell.ts');

/**
 * A small game module for tests of the vendor core (catalogue, launch, pages, bundles) that must
 * not depend on which real game modules are registered. Its browser entry starts the shell and
 * renders one button.
 */
export function fixtureModule(kind: GameKind, gameIds: string[], group = 'video-slots'): GameModule {
  const dir = mkdtempSync(join(tmpdir(), 'vendor-fixture-'));
  const clientEntry = join(dir, `${kind}-client.ts`);
  writeFileSync(
    clientEntry,
    `import { startShell, el } from ${JSON.stringify(SHELL)};
const shell = await startShell();
shell.root.append(el('button', { class: 'vx-btn vx-btn-primary', type: 'button' }, 'fixture-game-ready'));
`,
  );
  const titles: GameTitle[] = gameIds.map((gameId, i) => ({
    gameId,
    kind,
    names: { en: `Game ${gameId}`, 'zh-CN': `游戏 ${gameId}`, vi: `Trò ${gameId}`, th: `เกม ${gameId}` },
    groupCode: group,
    tags: i === 0 ? ['new'] : [],
    rtp: kind === 'slot' ? 96 + i / 10 : null,
    art: () =>
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><text x="10" y="150">${gameId}</text></svg>`,
  }));
  return {
    kinds: [kind],
    titles,
    routes: () => {},
    clientEntry,
    verify: (_gameId, rng) => ({ draw: rng.int(10) }),
  };
}
