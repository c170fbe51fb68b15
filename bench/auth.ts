/**
 * `npm run bench:auth`: logins per second with real Argon2id and hybrid encryption, and the p99 of
 * a concurrent authenticated read load beside it (the wallet balance, GET /wps/v2/wallets/balance).
 * Baseline in the same run: the read load alone. Targets: ≥ 60 logins/s, read p99 ≤ 50 ms.
 */
import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { buildWebIfStale } from '../scripts/build-web.mjs';
import { makeDataDir, spawnPortal, waitFor200 } from './portal-process.ts';

const USERS = 20;
const DURATION_S = 10;

async function api(base: string, path: string, init: RequestInit = {}) {
  const res = await fetch(`${base}/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  return (await res.json()) as { success: boolean; code: string; value: Record<string, unknown> };
}

function encrypt(publicKeyB64: string, kid: string, payload: unknown) {
  const key = createPublicKey({ key: Buffer.from(publicKeyB64, 'base64'), format: 'der', type: 'spki' });
  const aes = randomBytes(32);
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', aes, iv);
  const data = Buffer.concat([c.update(JSON.stringify(payload)), c.final(), c.getAuthTag()]);
  const wrapped = publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, aes);
  return JSON.stringify({
    kid,
    key: wrapped.toString('base64'),
    iv: iv.toString('base64'),
    data: data.toString('base64'),
  });
}

const run = (opts: autocannon.Options) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });

buildWebIfStale();
const data = makeDataDir();
// The bench registers its members with captchas answered through the development endpoint, and
// measures the login path itself, not the per-IP rate limit.
process.env.RATE_LIMIT_PER_MINUTE = '10000000';
process.env.ALLOW_DEV_ENDPOINTS = 'true';
// The proof-of-work bot check is client work (one solution per login body); the bench measures the
// server, so it switches BOTCHECK3 off through the operator API (integration tests cover the check).
const OPERATOR_KEY = 'bench-operator-key-0123456789abcdef';
process.env.OPERATOR_KEY = OPERATOR_KEY;
const portal = spawnPortal(['--import', 'tsx', 'apps/server/src/main.ts'], {
  port: 8289,
  pgPort: 54389,
  dataDir: data.dir,
});
try {
  await waitFor200(`${portal.url}/api/health`);
  const base = portal.url;
  const flag = await api(base, '/admin/system/module', {
    method: 'PUT',
    headers: { 'x-operator-key': OPERATOR_KEY },
    body: JSON.stringify({ moduleId: 'BOTCHECK3', enabled: '0' }),
  });
  if (!flag.success) throw new Error(`could not switch the bot check off: ${flag.code}`);
  const { kid, publicKey } = (await api(base, '/wps/session/publicKey')).value as { kid: string; publicKey: string };
  const bodies: string[] = [];
  let readToken = '';
  for (let i = 0; i < USERS; i++) {
    const { captchaId } = (await api(base, '/wps/captcha')).value as { captchaId: string };
    const { answer } = (await api(base, `/dev/captcha?captchaId=${captchaId}`)).value as { answer: string };
    const username = `bench${i}x${Date.now().toString(36)}`.slice(0, 16);
    const reg = await api(base, '/wps/member/register', {
      method: 'PUT',
      body: encrypt(publicKey, kid, {
        username,
        password: 'bench1234',
        confirmPassword: 'bench1234',
        captchaId,
        captcha: answer,
        adultConfirmed: true,
        termsAccepted: true,
      }),
    });
    if (!reg.success) throw new Error(`register failed: ${reg.code}`);
    readToken ||= String(reg.value.token);
    bodies.push(encrypt(publicKey, kid, { type: 'username', username, password: 'bench1234' }));
  }
  const readOpts = {
    url: `${base}/api/wps/v2/wallets/balance`,
    connections: 10,
    duration: DURATION_S,
    headers: { 'x-session-token': readToken },
  };
  const baseline = await run(readOpts);
  let n = 0;
  const [logins, reads] = await Promise.all([
    run({
      url: `${base}/api/wps/session/login`,
      method: 'POST',
      connections: 16,
      duration: DURATION_S,
      headers: { 'content-type': 'application/json' },
      requests: [{ setupRequest: (req) => ({ ...req, body: bodies[n++ % bodies.length] }) }],
    }),
    run(readOpts),
  ]);
  const ok = logins.requests.total - logins.non2xx;
  console.log(
    `logins: ${(ok / DURATION_S).toFixed(1)}/s (target ≥ 60: ${ok / DURATION_S >= 60 ? 'met' : 'NOT met'}), p99 ${logins.latency.p99} ms, non-2xx ${logins.non2xx}`,
  );
  console.log(
    `balance reads alone:      ${baseline.requests.average.toFixed(0)} req/s, p50 ${baseline.latency.p50} ms, p99 ${baseline.latency.p99} ms`,
  );
  console.log(
    `balance reads with logins: ${reads.requests.average.toFixed(0)} req/s, p50 ${reads.latency.p50} ms, p99 ${reads.latency.p99} ms (target ≤ 50: ${reads.latency.p99 <= 50 ? 'met' : 'NOT met'}; ratio to alone ${(reads.latency.p99 / Math.max(baseline.latency.p99, 1)).toFixed(1)}×)`,
  );
} finally {
  await portal.stop();
  data.remove();
}
