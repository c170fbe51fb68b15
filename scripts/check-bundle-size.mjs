#!/usr/bin/env node
// Size budget of the built web app, so the first screen cannot grow unnoticed. Fails when the home entry JS — the entry chunk of
// index.html plus every chunk it imports statically, i.e. what must download before the app runs —
// exceeds 120 KB gzip, or when a route chunk (SPEC §2 script chunks) or the routed app shell
// exceeds 50 KB gzip. Sizes are gzip level 9, the server's pre-compressed .gz files.
//
// `npm test` runs it just before e2e: it builds the web only when stale, so e2e reuses that build.
// By hand: node --import tsx scripts/check-bundle-size.mjs [dist folder]
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { specChunks } from '../apps/web/src/config/chunks.ts';
import { buildWebIfStale, root } from './build-web.mjs';

export const KB = 1024;
export const ENTRY_BUDGET = 120 * KB;
export const CHUNK_BUDGET = 50 * KB;
/** Lazily loaded chunks held to the per-chunk budget besides the SPEC route chunks. */
const SHELL_CHUNKS = ['app-shell'];

export const kb = (n) => `${(n / KB).toFixed(1)} KB`;

/**
 * Static imports of a built chunk: `import{a as b}from"./x.js"`, `import"./x.js"` and
 * `export{a}from"./x.js"`. A dynamic `import("./x.js")` has a parenthesis and does not match.
 */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']\.\/([\w.-]+\.js)["']/g;

/** Gzip sizes of what the first screen of home loads, and of every lazily loaded page chunk. */
export function measureBundle(dist = join(root, 'apps/web/dist')) {
  const read = (file) => readFileSync(join(dist, file));
  const gz = (file) => gzipSync(read(file), { level: 9 }).length;
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const attr = (re) => [...html.matchAll(re)].map((m) => m[1] ?? '').filter(Boolean);
  const scripts = attr(/<script[^>]+type="module"[^>]+src="\/([^"]+\.js)"/g);
  const preloaded = attr(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g);
  const css = attr(/<link[^>]+rel="(?:stylesheet|preload)"[^>]+href="\/([^"]+\.css)"/g);

  const entry = [];
  const visit = (file) => {
    if (entry.includes(file)) return;
    entry.push(file);
    const dir = file.slice(0, file.lastIndexOf('/') + 1);
    for (const m of read(file).toString('utf8').matchAll(STATIC_IMPORT)) visit(`${dir}${m[1]}`);
  };
  scripts.forEach(visit);
  // Vite lists the entry's static imports as modulepreload links: a file missing there means the
  // import graph above was misread, and the figure would be wrong.
  const unlisted = entry.filter((f) => !scripts.includes(f) && !preloaded.includes(f));

  const firstScreen = [...new Set([...scripts, ...preloaded])];
  const sized = (files) => files.map((file) => ({ file, size: gz(file) }));
  const total = (rows) => rows.reduce((s, r) => s + r.size, 0);
  const assets = readdirSync(join(dist, 'assets'));
  const chunks = [...specChunks, ...SHELL_CHUNKS].map((name) => {
    const files = assets.filter((f) => f.startsWith(`${name}-`) && f.endsWith('.js')).map((f) => `assets/${f}`);
    return { name, files, size: total(sized(files)) };
  });
  const entryRows = sized(entry);
  const firstRows = sized(firstScreen);
  const cssRows = sized(css);
  return {
    entry: entryRows,
    entryTotal: total(entryRows),
    unlisted,
    firstScreen: firstRows,
    firstScreenTotal: total(firstRows),
    css: cssRows,
    cssTotal: total(cssRows),
    chunks,
  };
}

/** Every budget the bundle breaks, as readable lines; empty when all are met. */
export function bundleProblems(report) {
  const problems = [];
  if (report.unlisted.length)
    problems.push(`entry imports not listed in index.html (graph misread?): ${report.unlisted.join(', ')}`);
  if (report.entryTotal > ENTRY_BUDGET)
    problems.push(`home entry JS ${kb(report.entryTotal)} exceeds ${kb(ENTRY_BUDGET)} gzip`);
  for (const c of report.chunks) {
    if (c.files.length === 0) problems.push(`chunk ${c.name} is missing from the build`);
    else if (c.size > CHUNK_BUDGET) problems.push(`chunk ${c.name} ${kb(c.size)} exceeds ${kb(CHUNK_BUDGET)} gzip`);
  }
  return problems;
}

export function printBundle(report) {
  const inEntry = new Set(report.entry.map((r) => r.file));
  const mark = (ok) => (ok ? 'met' : 'NOT met');
  console.log('first screen of / (gzip -9): every script and modulepreload in index.html; * = entry');
  for (const r of [...report.firstScreen, ...report.css])
    console.log(`  ${inEntry.has(r.file) ? '*' : ' '} ${r.file.padEnd(48)} ${kb(r.size).padStart(9)}`);
  console.log(
    `  home entry JS (entry chunk + static imports) ${kb(report.entryTotal)}  (≤ ${kb(ENTRY_BUDGET)}: ${mark(report.entryTotal <= ENTRY_BUDGET)})`,
  );
  console.log(`  all JS for the first screen (entry + preloaded shell and home) ${kb(report.firstScreenTotal)}`);
  console.log(`  CSS for the first screen ${kb(report.cssTotal)}`);
  console.log(`\nlazily loaded chunks (gzip -9, ≤ ${kb(CHUNK_BUDGET)} each)`);
  for (const c of report.chunks) {
    const figure = c.files.length ? kb(c.size).padStart(9) : '  missing';
    console.log(`  ${c.name.padEnd(12)} ${figure}  ${mark(c.files.length > 0 && c.size <= CHUNK_BUDGET)}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = process.argv[2] ?? join(root, 'apps/web/dist');
  if (!process.argv[2]) buildWebIfStale();
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`no built web app in ${dist}`);
    process.exit(1);
  }
  const report = measureBundle(dist);
  printBundle(report);
  const problems = bundleProblems(report);
  if (problems.length) {
    console.error(`\nbundle size check failed:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('\nbundle size check: every budget met');
}
