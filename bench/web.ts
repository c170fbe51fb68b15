/**
 * `npm run bench:web`: builds the web app, prints gzip sizes of the initial JS and CSS of the home
 * route and of every route chunk, then runs Lighthouse (mobile preset) in Debian's Chromium on home.
 * Targets: ≤ 120 KB gzip initial JS, ≤ 50 KB per route chunk, performance ≥ 95.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { specChunks } from '../apps/web/src/config/chunks.ts';
import { buildWebIfStale } from '../scripts/build-web.mjs';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { makeDataDir, root, spawnPortal, waitFor200 } from './portal-process.ts';

const dist = join(root, 'apps/web/dist');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

buildWebIfStale({ force: true });
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entryJs = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1] ?? '');
const preloadedJs = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)].map(
  (m) => m[1] ?? '',
);
const initialCss = [...html.matchAll(/<link[^>]+rel="(?:stylesheet|preload)"[^>]+href="\/([^"]+\.css)"/g)].map(
  (m) => m[1] ?? '',
);
const sum = (files: string[]) => files.reduce((s, f) => s + gz(f), 0);
const jsTotal = sum([...entryJs, ...preloadedJs]);
console.log('initial load of / (gzip -9): every script and modulepreload in index.html');
for (const f of [...entryJs, ...preloadedJs, ...initialCss]) console.log(`  ${f.padEnd(48)} ${kb(gz(f))}`);
const shellJs = preloadedJs.filter((f) => /assets\/(app-shell|index)-/.test(f));
const entryTotal = jsTotal - sum(shellJs);
console.log(
  `  entry JS (before the app shell) ${kb(entryTotal)}  (target ≤ 120 KB: ${entryTotal <= 120 * 1024 ? 'met' : 'NOT met'})`,
);
console.log(
  `  all JS for the first screen (entry + preloaded shell and home) ${kb(jsTotal)}  (ratio to 120 KB: ${(jsTotal / (120 * 1024)).toFixed(2)})`,
);
console.log(`  CSS total ${kb(sum(initialCss))}`);

const assets = readdirSync(join(dist, 'assets'));
console.log('\nroute chunks (gzip -9, target ≤ 50 KB each)');
for (const name of specChunks) {
  const files = assets.filter((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
  if (files.length === 0) {
    console.log(`  ${name.padEnd(12)} missing`);
    continue;
  }
  const size = files.reduce((s, f) => s + gz(join('assets', f)), 0);
  console.log(`  ${name.padEnd(12)} ${kb(size).padStart(9)}  ${size <= 50 * 1024 ? 'met' : 'NOT met'}`);
}

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
