/**
 * `npm run bench:web`: builds the web app, prints gzip sizes of the first screen of home and of every
 * route chunk (the figures and budgets of scripts/check-bundle-size.mjs, which `npm test` enforces),
 * then runs Lighthouse (mobile preset) in Debian's Chromium on home.
 * Targets: ≤ 120 KB gzip home entry JS (entry chunk + its static imports), ≤ 50 KB per route chunk,
 * performance ≥ 95.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildWebIfStale } from '../scripts/build-web.mjs';
import { bundleProblems, measureBundle, printBundle } from '../scripts/check-bundle-size.mjs';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { makeDataDir, spawnPortal, waitFor200 } from './portal-process.ts';

buildWebIfStale({ force: true });
const bundle = measureBundle();
printBundle(bundle);
for (const problem of bundleProblems(bundle)) console.log(`  NOT met: ${problem}`);

const chromePath = ensureChromium();
const data = makeDataDir();
const portal = spawnPortal(['--import', 'tsx', 'apps/server/src/main.ts'], {
  port: 8283,
  pgPort: 54393,
  dataDir: data.dir,
});
try {
  await waitFor200(`${portal.url}/api/health`);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const runs: { score: number; lcp: number; tbt: number; cls: number }[] = [];
    for (let i = 0; i < 3; i++) {
      const result = await lighthouse(`${portal.url}/`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error('Lighthouse returned no result');
      runs.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
      });
    }
    const mid = [...runs].sort((a, b) => a.score - b.score)[1] ?? runs[0];
    console.log('\nLighthouse, mobile preset, home (median of 3)');
    console.log(
      `  performance ${mid?.score} (target ≥ 95: ${(mid?.score ?? 0) >= 95 ? 'met' : 'NOT met'}); runs ${runs.map((r) => r.score).join(', ')}`,
    );
    console.log(
      `  LCP ${((mid?.lcp ?? 0) / 1000).toFixed(2)} s  TBT ${(mid?.tbt ?? 0).toFixed(0)} ms  CLS ${(mid?.cls ?? 0).toFixed(3)}`,
    );
  } finally {
    await chrome.kill();
  }
} finally {
  await portal.stop();
  data.remove();
}
