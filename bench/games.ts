/**
 * `npm run bench:games`: the game lists on a catalogue of 10,000 games (SPEC §9: "nearly 10,000
 * slot games"). An embedded PostgreSQL gets the portal's schema and 10,000 games across the demo
 * vendors; the real portal runs as its own process on that database and autocannon measures game
 * list requests (several filters and pages) and hot games over real HTTP: requests per second, p50
 * and p99. Then the gzip sizes of the category pages' route chunks of the built web app.
 * Targets: ≥ 3,000 req/s with p99 ≤ 30 ms; each route chunk ≤ 50 KB gzip.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { buildWebIfStale } from '../scripts/build-web.mjs';
import { startBenchDatabase } from './embedded-db.ts';
import { makeDataDir, root, spawnPortal, waitFor200 } from './portal-process.ts';

const GAMES = 10_000;
const PORT = 8471;
const PG_PORT = 54471;
const DURATION_S = 8;
const CONNECTIONS = 32;
const TARGET_RPS = 3_000;
const TARGET_P99_MS = 30;
const CHUNK_LIMIT = 50 * 1024;

const db = await startBenchDatabase({ port: PG_PORT, durable: false });
const vendors = (
  await db.database.pool.query<{ code: string }>(
    `select code from game_vendors where enabled and menu_category not in ('LOTT','ELOTT') order by sort, code`,
  )
).rows.map((r) => r.code);
// Groups per vendor, then GAMES games spread over the vendors, names in three languages, some tags.
await db.database.pool.query(
  `insert into game_groups (vendor_code, code, labels, sort)
   select v, g, jsonb_build_object('en', initcap(g)), n
   from unnest($1::text[]) v, unnest(array['video-slots','classic','jackpots']) with ordinality as t(g, n)`,
  [vendors],
);
await db.database.pool.query(
  `insert into games (vendor_code, game_id, names, group_code, tags, rtp, sort, picture_hash)
   select ($1::text[])[1 + i % array_length($1::text[], 1)], 'g' || i,
     jsonb_build_object('en', 'Lucky ' || (array['Dragon','Tiger','Phoenix','Koi','Panda','Lotus'])[1 + i % 6] || ' ' || i,
       'vi', 'Rồng May Mắn ' || i, 'zh-CN', '幸运龙 ' || i),
     (array['video-slots','classic','jackpots'])[1 + i % 3],
     case when i % 7 = 0 then array['hot'] when i % 11 = 0 then array['new'] else '{}'::text[] end,
     94 + (i % 50) / 10.0, i, substr(md5(i::text), 1, 20)
   from generate_series(1, $2::int) i`,
  [vendors, GAMES],
);
console.log(`catalogue: ${GAMES} games across ${vendors.length} vendors`);

const data = makeDataDir();
process.env.DATABASE_URL = db.url;
process.env.DEMO_VENDOR = 'false';
process.env.RATE_LIMIT_PER_MINUTE = '100000000';
const portal = spawnPortal(['--import', 'tsx', 'apps/server/src/main.ts'], {
  port: PORT,
  pgPort: PG_PORT,
  dataDir: data.dir,
});

const run = (opts: autocannon.Options) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });

const scenarios: { name: string; paths: string[] }[] = [
  { name: 'game list: one vendor, page 1', paths: ['/api/wps/relay/GCSGAME_gameList?vassalage=NSL&pageSize=30'] },
  {
    name: 'game list: category RNG, pages 1–40',
    paths: Array.from({ length: 40 }, (_, i) => `/api/wps/relay/GCSGAME_gameList?gameType=RNG&page=${i + 1}`),
  },
  {
    name: 'game list: group + tag, vi',
    paths: ['/api/wps/relay/GCSGAME_gameList?vassalage=JDR&groupCode=classic&tag=hot&language=vi'],
  },
  {
    name: 'game list: name search (8 terms)',
    paths: ['dragon', 'tiger', 'phoenix', 'koi', 'panda', 'lotus', 'rồng', '幸运'].map(
      (n) => `/api/wps/relay/GCSGAME_gameList?name=${encodeURIComponent(n)}&pageSize=30`,
    ),
  },
  {
    name: 'hot games (all, and per vendor)',
    paths: ['', ...vendors.slice(0, 6).map((v) => `&vassalage=${v}`)].map(
      (q) => `/api/wps/relay/GCSGAME_hotGames?merchantCode=demo&isPlatform=2&platform=flash,html5-desktop${q}`,
    ),
  },
];

try {
  await waitFor200(`${portal.url}/api/health`);
  const check = (await (await fetch(`${portal.url}${scenarios[1]!.paths[0]}`)).json()) as { value: { total: number } };
  console.log(`portal on ${portal.url}: RNG category holds ${check.value.total} games\n`);
  console.log(`${CONNECTIONS} keep-alive connections, ${DURATION_S} s each (autocannon)`);
  console.log(
    `${'scenario'.padEnd(40)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  target`,
  );
  // Warm-up (JIT, first answers of each query): every scenario's requests for 3 s, not measured.
  const everyPath = scenarios.flatMap((s) => s.paths).map((path) => ({ path }));
  await run({ url: portal.url, connections: CONNECTIONS, duration: 3, requests: everyPath });
  let allMet = true;
  for (const s of scenarios) {
    const r = await run({
      url: portal.url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: s.paths.map((path) => ({ path })),
    });
    const met = r.requests.average >= TARGET_RPS && r.latency.p99 <= TARGET_P99_MS && r.non2xx === 0 && r.errors === 0;
    allMet &&= met;
    console.log(
      `${s.name.padEnd(40)} ${r.requests.average.toFixed(0).padStart(8)} ${String(r.latency.p50).padStart(8)} ${String(r.latency.p99).padStart(8)}  ${met ? 'met' : 'NOT met'}${r.non2xx || r.errors ? ` (${r.non2xx} non-2xx, ${r.errors} errors)` : ''}`,
    );
  }
  console.log(
    `targets ≥ ${TARGET_RPS} req/s and p99 ≤ ${TARGET_P99_MS} ms: ${allMet ? 'met' : 'NOT met'} in every scenario\n`,
  );
} finally {
  await portal.stop();
  await db.stop();
  data.remove();
}

// Route chunks of the category pages (SPEC §2 script chunks), gzip -9.
const dist = join(root, 'apps/web/dist');
if (!existsSync(join(dist, 'index.html'))) buildWebIfStale();
const assets = readdirSync(join(dist, 'assets'));
const gz = (file: string) => gzipSync(readFileSync(join(dist, 'assets', file)), { level: 9 }).length;
console.log('category page route chunks (gzip -9, target ≤ 50 KB each)');
for (const name of ['elott', 'live', 'sports', 'esports', 'fish', 'egame', 'pvp', 'rngGames', 'cockfight']) {
  const files = assets.filter((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
  if (files.length === 0) {
    console.log(`  ${name.padEnd(10)} no chunk of this name`);
    continue;
  }
  const size = files.reduce((s, f) => s + gz(f), 0);
  console.log(
    `  ${name.padEnd(10)} ${`${(size / 1024).toFixed(1)} KB`.padStart(9)}  ${size <= CHUNK_LIMIT ? 'met' : 'NOT met'}`,
  );
}
