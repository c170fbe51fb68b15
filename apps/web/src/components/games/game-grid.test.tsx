import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { game, gamePage } from '../../test/game-fixtures.ts';
import { GameGrid } from './game-grid.tsx';

beforeEach(() => vi.stubGlobal('WebSocket', class {}));
afterEach(() => vi.unstubAllGlobals());

describe('game grid', () => {
  it('sends group, tag and the debounced search to the server and loads further pages', async () => {
    const api = fakeApi({
      'GET /wps/relay/GCSGAME_gameList': (r) => {
        const page = Number(r.query.get('page'));
        return ok(gamePage([game(String(page * 100), { name: `Game on page ${page}` })], 31, page, 30));
      },
    });
    const user = userEvent.setup();
    const groups = [
      { gameGroupCode: 'slots', labelName: 'Slots', gameMenus: 20 },
      { gameGroupCode: 'table', labelName: 'Table', gameMenus: 11 },
    ];
    renderWithApp(<GameGrid vendor="NSL" groups={groups} onPlay={() => {}} />);
    expect(await screen.findByText('Game on page 1')).toBeInTheDocument();
    const first = api.calls('GET', '/wps/relay/GCSGAME_gameList')[0]!.query;
    expect(first.get('vassalage')).toBe('NSL');
    expect(first.get('pageSize')).toBe('30');

    await user.click(screen.getByTestId('game-load-more'));
    expect(await screen.findByText('Game on page 2')).toBeInTheDocument();
    expect(screen.queryByTestId('game-load-more')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('game-group-table'));
    await user.click(screen.getByTestId('game-tag-jackpot'));
    await user.type(screen.getByTestId('game-search'), 'dragon');
    await waitFor(() => {
      const last = api.calls('GET', '/wps/relay/GCSGAME_gameList').at(-1)!.query;
      expect(last.get('name')).toBe('dragon');
      expect(last.get('groupCode')).toBe('table');
      expect(last.get('tag')).toBe('jackpot');
      expect(last.get('page')).toBe('1');
    });
  });

  it('says so when nothing matches', async () => {
    fakeApi({ 'GET /wps/relay/GCSGAME_gameList': () => ok(gamePage([], 0)) });
    renderWithApp(<GameGrid gameType="FISH" onPlay={() => {}} />);
    expect(await screen.findByText('No games are available here yet.')).toBeInTheDocument();
  });
});
