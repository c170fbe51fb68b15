/**
 * Records of the demo seed (apps/server/src/db/seed) that specs rely on. No API creates
 * announcements or game vendors, so the seed is how the specs get them: the e2e server starts on a
 * fresh data folder with SEED_DEMO=true (playwright.config.ts). A spec that needs one of these
 * looks it up in the API's answer and fails, never skips, when it is missing.
 */
export const demoData = {
  /** The visitor popup announcement (type PU, shown to everyone). */
  popupTitle: 'New here?',
  /** A home banner (type B). */
  bannerTitle: 'Welcome bonus up to 100%',
  /** A vendor of the LIVE category. */
  liveVendor: { vassalage: 'LVC', displayName: 'Lotus Live' },
} as const;
