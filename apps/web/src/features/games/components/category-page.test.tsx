import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { menu, vendor } from '../../../test/vendors.ts';
import { game, gamePage } from '../../../test/game-fixtures.ts';
import { CategoryPage } from './category-page.tsx';

beforeEach(() => vi.stubGlobal('WebSocket', class {}));
afterEach(() => vi.unstubAllGlobals());

const menus = [
  // Raw server data: esports and cockfight under SPORTS, bingo under RNG (SPEC §4 reshapes them).
  menu('SPORTS', [vendor('NSP', 'SPORTS'), vendor('AV', 'ESPORTS')]),
  menu('RNG', [vendor('YB', 'BINGO')]),
  menu('LIVE', []),
];

describe('category visibility (SPEC §2: shown only with vendors)', () => {
  it('a category page without vendors shows its empty state and asks for no games', async () => {
    const api = fakeApi({ 'GET /lgw/games/game_menus': () => ok(menus) });
    renderWithApp(<CategoryPage categories={['LIVE']} titleKey="categories.LIVE" />);
    expect(await screen.findByText('No providers are available in this category right now.')).toBeInTheDocument();
    expect(screen.queryByTestId('game-grid')).not.toBeInTheDocument();
    expect(api.calls('GET', '/wps/relay/GCSGAME_gameList')).toHaveLength(0);
  });

  it('a category page lists its vendors and, when the catalogue has games for it, the game grid', async () => {
    const api = fakeApi({
      'GET /lgw/games/game_menus': () => ok(menus),
      'GET /wps/relay/GCSGAME_gameList': () => ok(gamePage([game('1', { vassalage: 'NSP', gameType: 'SPORTS' })])),
    });
    renderWithApp(<CategoryPage categories={['SPORTS']} titleKey="categories.SPORTS" />);
    expect(await screen.findByTestId('vendor-card-NSP')).toBeInTheDocument();
    expect(screen.queryByTestId('vendor-card-AV')).not.toBeInTheDocument();
    expect(await screen.findByTestId('game-card-1')).toBeInTheDocument();
    expect(api.calls('GET', '/wps/relay/GCSGAME_gameList')[0]?.query.get('gameType')).toBe('SPORTS');
  });

  it('hides the game grid when the catalogue has no games for the category', async () => {
    const api = fakeApi({
      'GET /lgw/games/game_menus': () => ok(menus),
      'GET /wps/relay/GCSGAME_gameList': () => ok(gamePage([], 0)),
    });
    renderWithApp(<CategoryPage categories={['SPORTS']} titleKey="categories.SPORTS" />);
    expect(await screen.findByTestId('vendor-card-NSP')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET', '/wps/relay/GCSGAME_gameList')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('game-grid')).not.toBeInTheDocument());
  });
});
