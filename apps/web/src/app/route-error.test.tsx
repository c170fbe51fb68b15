import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadChunk } from '../lib/chunk-load.ts';
import { ChunkLoadError } from '../lib/errors.ts';
import { RouteError } from './route-error.tsx';

function renderLazyRoute(importer: () => Promise<{ default: () => React.ReactNode }>) {
  const router = createMemoryRouter([
    {
      path: '/',
      errorElement: <RouteError />,
      lazy: async () => ({ Component: (await loadChunk(importer)).default }),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

describe('a page chunk that fails to load', () => {
  afterEach(() => vi.useRealTimers());

  it('shows a translated retry message with a Retry button instead of the page', async () => {
    renderLazyRoute(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(await screen.findByText('This page could not be loaded')).toBeInTheDocument();
    expect(screen.getByText(/failed to download/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('renders the page when the chunk loads', async () => {
    renderLazyRoute(() => Promise.resolve({ default: () => <p>page body</p> }));
    expect(await screen.findByText('page body')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});

describe('loadChunk', () => {
  afterEach(() => vi.useRealTimers());

  it("rejects with ChunkLoadError 'timeout' after 120 s", async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise<never>(() => undefined));
    const caught = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    const error = await caught;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).kind).toBe('timeout');
  });

  it("rejects with ChunkLoadError 'missing' when the import fails", async () => {
    await expect(loadChunk(() => Promise.reject(new Error('404')))).rejects.toMatchObject({ kind: 'missing' });
  });
});
