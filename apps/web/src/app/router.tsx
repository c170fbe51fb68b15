import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadChunk } from '../lib/chunk-load.ts';
import { FrameLayout } from './layouts/frame-layout.tsx';
import { RootShell } from './root-shell.tsx';
import { RouteError } from './route-error.tsx';
import { notFoundEntry, routeTable, type LayoutKind, type RouteEntry } from './route-table.ts';
import { Splash } from './splash.tsx';

/** What a matched route tells the shell: title, guard and deep-linked popup. */
export type RouteHandle = Pick<RouteEntry, 'titleKey' | 'guard' | 'modal' | 'chunk'>;

const layouts: readonly LayoutKind[] = ['full', 'headerFooter', 'headerOnly', 'bare'];

function toRoute(entry: RouteEntry): RouteObject {
  const handle: RouteHandle = { titleKey: entry.titleKey, guard: entry.guard, modal: entry.modal, chunk: entry.chunk };
  return {
    path: entry.path,
    handle,
    errorElement: <RouteError />,
    lazy: async () => {
      const page = await loadChunk(entry.load);
      return { Component: page.default };
    },
  };
}

/** The route tree built from the route table: one layout route per SPEC §2 layout. */
export function buildRoutes(entries: readonly RouteEntry[] = [...routeTable, notFoundEntry]): RouteObject[] {
  return [
    {
      element: <RootShell />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <Splash />,
      children: layouts.map((kind) => ({
        element: <FrameLayout kind={kind} />,
        children: entries.filter((entry) => entry.layout === kind).map(toRoute),
      })),
    },
  ];
}

export const createAppRouter = () => createBrowserRouter(buildRoutes());
