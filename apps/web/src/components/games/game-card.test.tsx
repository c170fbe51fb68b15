import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '../../lib/modal-store.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { DEFAULT_GAME_ICON } from '../../lib/games/cdn.ts';
import { game, settings, signInMember } from '../../test/game-fixtures.ts';
import { GameCard } from './game-card.tsx';
import { LAZY_THRESHOLD } from './lazy-game-image.tsx';

/** An IntersectionObserver the test drives: `show()` reports the observed pictures as visible. */
class FakeObserver {
  static all: FakeObserver[] = [];
  targets: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  show(ratio: number) {
    const entries = this.targets.map(
      (target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('WebSocket', class {});
  useSessionStore.getState().clear();
  useModalStore.getState().close();
});
afterEach(() => vi.unstubAllGlobals());

describe('favourite heart (SPEC §4)', () => {
  it('shows a loader during the call and flips only when the server answered with the new list', async () => {
    signInMember();
    let release: () => void = () => {};
    let ids: string[] = [];
    const api = fakeApi({
      'GET /wps/game/favourite/ids': () => ok({ ids }),
      'POST /wps/game/favourite': (request) =>
        new Promise((resolve) => {
          release = () => {
            ids = ['7'];
            resolve(ok({ ids }));
          };
          expect(request.body).toEqual({ nodeId: '7', favourite: true });
        }),
    });
    const user = userEvent.setup();
    renderWithApp(<GameCard game={game('7')} onPlay={() => {}} />);
    const heart = await screen.findByTestId('fav-7');
    await waitFor(() => expect(api.calls('GET', '/wps/game/favourite/ids')).toHaveLength(1));
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-busy', 'true'));
    expect(heart).toBeDisabled();
    expect(heart.querySelector('.ui-spinner')).not.toBeNull();
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    act(() => release());
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(heart).not.toHaveAttribute('aria-busy');
    expect(heart).toHaveAccessibleName('Remove Game 7 from favourites');
  });

  it('removes a favourite that is already one', async () => {
    signInMember();
    const api = fakeApi({
      'GET /wps/game/favourite/ids': () => ok({ ids: ['7'] }),
      'POST /wps/game/favourite': () => ok({ ids: [] }),
    });
    const user = userEvent.setup();
    renderWithApp(<GameCard game={game('7')} onPlay={() => {}} />);
    const heart = screen.getByTestId('fav-7');
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(api.calls('POST', '/wps/game/favourite')[0]?.body).toEqual({ nodeId: '7', favourite: false });
  });

  it('opens the login popup for a guest and calls nothing', async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    renderWithApp(<GameCard game={game('7')} onPlay={() => {}} />);
    await user.click(screen.getByTestId('fav-7'));
    expect(useModalStore.getState().modal).toBe('login');
    expect(api.calls('POST', '/wps/game/favourite')).toHaveLength(0);
    expect(api.calls('GET', '/wps/game/favourite/ids')).toHaveLength(0);
  });
});

describe('lazy game picture (SPEC §8, §9)', () => {
  it('loads from a random image CDN once a tenth is visible, then falls back to the default icon after one attempt', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    fakeApi({
      'GET /wps/system/settings': () => ok(settings(['https://img-a.example', 'https://img-b.example/'], [])),
    });
    renderWithApp(<GameCard game={game('42', { picture: '/vendor-art/NSL/lucky.svg' })} onPlay={() => {}} />);
    const img = screen.getByTestId('game-image');
    expect(img).not.toHaveAttribute('src');
    const observer = FakeObserver.all.at(-1)!;
    expect(observer.options.threshold).toBe(LAZY_THRESHOLD);
    expect(LAZY_THRESHOLD).toBe(0.1);

    // Wait for the settings, then report the picture visible.
    await waitFor(() => {
      act(() => FakeObserver.all.at(-1)!.show(0.1));
      expect(img).toHaveAttribute('src', 'https://img-b.example/vendor-art/NSL/lucky.svg');
    });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', DEFAULT_GAME_ICON);
    // The default icon failing too does not start another attempt.
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', DEFAULT_GAME_ICON);
    expect(img).toHaveClass('game-img--failed');
  });

  it('shows the RTP badge and the maintenance overlay when the game has them', () => {
    fakeApi({});
    const onPlay = vi.fn();
    renderWithApp(<GameCard game={game('9', { rtp: 96.5, maintenance: true })} onPlay={onPlay} />);
    expect(screen.getByTestId('game-rtp')).toHaveTextContent('RTP 96.50%');
    expect(screen.getByRole('button', { name: 'Play Game 9' })).toBeDisabled();
    expect(screen.getByText('Maintenance')).toBeInTheDocument();
  });
});
