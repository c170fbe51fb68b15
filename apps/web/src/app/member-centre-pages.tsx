import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadChunk } from '../lib/chunk-load.ts';
import type { MemberCentrePage } from '../lib/member-centre.ts';

type Page = LazyExoticComponent<ComponentType>;

/**
 * The component of each member-centre page (SPEC §2), each its own chunk and owned by its
 * feature; the panel shows a "coming soon" state for a page without one. One line per page.
 */
export const memberCentrePageComponents: Partial<Record<MemberCentrePage, Page>> = {
  securityCenter: lazy(() =>
    loadChunk(() =>
      import('../features/member-centre/components/security-center.tsx').then((m) => ({ default: m.SecurityCenter })),
    ),
  ),
};
