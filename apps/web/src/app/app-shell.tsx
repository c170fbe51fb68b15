import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router.tsx';

/**
 * The routed application (router, frame, pages). It is its own chunk, fetched while the
 * start-up status is checked, so the entry stays small and the state pages need no router.
 */
export default function AppShell() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
