/**
 * Operator command line: `npm run admin -- <command>`. It calls the running portal's admin API with
 * the operator key (OPERATOR_KEY, or the key file the portal keeps in its data folder), so a change
 * takes effect at once, without a restart.
 *
 *   npm run admin -- status
 *   npm run admin -- maintenance on ["message shown to players"]
 *   npm run admin -- maintenance off
 *   npm run admin -- block CN,US          (replace the blocked-country list; "none" clears it)
 *   npm run admin -- module FREEPLAY3 on|off
 *   npm run admin -- brand loginedToHomePage true|false
 *   npm run admin -- social list
 *   npm run admin -- social set google --issuer https://accounts.google.com --client-id … --client-secret … --name Google [--sort 1] [--off]
 *   npm run admin -- member create <username> [--type 3|1|2] [--password <p>]
 *   npm run admin -- agent line <username> <terms JSON or file>
 *   npm run admin -- vendor key <CODE>
 *   npm run admin -- vendor reconcile <CODE> <YYYY-MM-DD>
 *   npm run admin -- games import [CODE]
 *   npm run admin -- withdraw list [status] | approve|reject|pay <orderNo> [note]
 *   npm run admin -- wallet check
 *   npm run admin -- wallet set <field> <value>
 *   npm run admin -- deposit list [pending|credited|rejected|failed|cancelled|expired]
 *   npm run admin -- deposit approve <orderNo> [note] | reject <orderNo> [reason]
 *   npm run admin -- deposit receipt <orderNo> <file>   |   withdraw proof <orderNo> <file>
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { HEADER_OPERATOR_KEY, routes, type RouteDef } from '@portal/contract';
import { walletCommand, withdrawCommand, withdrawUsage } from './withdraw-commands.ts';
import { agentCommand, agentUsage } from './agent-commands.ts';

const usage = `usage: npm run admin -- <command>
  status                              show maintenance, blocked countries and module flags
  maintenance on [message] | off      switch maintenance mode
  block CC[,CC…] | none               set the blocked countries (ISO codes)
  module MODULEID on|off              switch a module flag
  brand loginedToHomePage true|false  change a brand setting
  social list                         show the social sign-in providers (never their secrets)
  social set KEY --issuer URL --client-id ID [--client-secret S] --name NAME [--sort N] [--off]
                                      create or change a provider (secret also from SOCIAL_CLIENT_SECRET;
                                      left out: the stored one is kept); --off switches it off
  member create NAME [--type 3|1|2] [--password P]
                                      open a member (3) or agent (1, 2) account that must change its
                                      password at the first login (a random one is printed when none is given)
${agentUsage}
  deposit list [STATUS]               deposit orders to review (default pending, oldest first)
  deposit approve ORDERNO [note]      credit a pending deposit (exactly once; the player gets a message)
  deposit reject ORDERNO [reason]     reject a pending deposit (the player gets "deposit failed")
  deposit receipt ORDERNO FILE        save the receipt picture the player attached to FILE
  withdraw proof ORDERNO FILE         save the proof picture of a "not received" answer to FILE
${withdrawUsage}
  vendor key CODE                     create or rotate a seamless vendor's wallet signing key (printed once;
                                      the previous key keeps working for 24 hours)
  vendor reconcile CODE YYYY-MM-DD    a vendor's daily (UTC) counts and totals of debits, credits, rollbacks
  games import [CODE]                 import the game catalogue (and transfer vendors' bets) from the vendor now
environment: ADMIN_URL (default http://127.0.0.1:$PORT or 8080), OPERATOR_KEY or DATA_DIR (key file)`;

function operatorKey(): string {
  if (process.env.OPERATOR_KEY) return process.env.OPERATOR_KEY;
  const file = join(resolve(process.env.DATA_DIR ?? './data'), 'operator-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  throw new Error(`No operator key: set OPERATOR_KEY or start the portal once so it writes ${file}`);
}

async function request(def: RouteDef, body?: unknown, params: Record<string, string> = {}): Promise<Response> {
  const base = process.env.ADMIN_URL ?? `http://127.0.0.1:${process.env.PORT ?? '8080'}`;
  const path = def.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return fetch(`${base}/api${path}`, {
    method: def.method,
    headers: { [HEADER_OPERATOR_KEY]: operatorKey(), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  }).catch((err: unknown) => {
    throw new Error(`Cannot reach the portal at ${base} (${String(err)}). Is it running?`);
  });
}

async function call(def: RouteDef, body?: unknown, params: Record<string, string> = {}): Promise<unknown> {
  const res = await request(def, body, params);
  const envelope = (await res.json()) as { success: boolean; code: string; message: string; value: unknown };
  if (!envelope.success) throw new Error(`${envelope.code}: ${envelope.message}`);
  return envelope.value;
}

/** Saves a picture answer (receipt, proof) to `file`; an error answer is an envelope. */
async function download(def: RouteDef, orderNo: string | undefined, file: string | undefined): Promise<unknown> {
  if (!orderNo || !file) throw new Error(usage);
  const res = await request(def, undefined, { orderNo });
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || !type.startsWith('image/')) {
    const envelope = (await res.json()) as { code: string; message: string };
    throw new Error(`${envelope.code}: ${envelope.message}`);
  }
  const bytes = Buffer.from(await res.arrayBuffer());
  writeFileSync(file, bytes);
  return { orderNo, file, type, bytes: bytes.length };
}

const onOff = (v: string | undefined): boolean => {
  if (v === 'on' || v === 'true') return true;
  if (v === 'off' || v === 'false') return false;
  throw new Error(`expected on or off, got ${v ?? 'nothing'}`);
};

/** `create <username> [--type 3|1|2] [--password <p>]` → the admin API body. */
function memberCreateBody(args: string[]): { username: string; customerType: number; password?: string } {
  const [sub, username, ...options] = args;
  if (sub !== 'create' || !username || username.startsWith('--')) throw new Error(usage);
  const body: { username: string; customerType: number; password?: string } = { username, customerType: 3 };
  for (let i = 0; i < options.length; i += 2) {
    const [flag, value] = [options[i], options[i + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === '--type' && ['1', '2', '3'].includes(value)) body.customerType = Number(value);
    else if (flag === '--password') body.password = value;
    else throw new Error(`unknown option ${flag} ${value}`);
  }
  return body;
}

/** `social list` and `social set KEY --issuer … --client-id … --client-secret … --name … [--sort N] [--off]`. */
function social(args: string[]): Promise<unknown> {
  const [action, key, ...flags] = args;
  if (action === 'list') return call(routes.adminListSocialProviders);
  if (action !== 'set' || !key) throw new Error(usage);
  const opt = (name: string) => {
    const at = flags.indexOf(`--${name}`);
    return at >= 0 ? flags[at + 1] : undefined;
  };
  const secret = opt('client-secret') ?? process.env.SOCIAL_CLIENT_SECRET;
  return call(
    routes.adminSetSocialProvider,
    {
      displayName: opt('name'),
      issuer: opt('issuer'),
      clientId: opt('client-id'),
      ...(secret ? { clientSecret: secret } : {}),
      enabled: !flags.includes('--off'),
      sort: Number(opt('sort') ?? 0),
    },
    { key },
  );
}

/** `deposit list [status]`, `approve <orderNo> [note]`, `reject <orderNo> [reason]`, `receipt <orderNo> <file>`. */
function deposit(args: string[]): Promise<unknown> {
  const [action, orderNo, ...words] = args;
  if (action === 'list') {
    const status = encodeURIComponent(orderNo ?? 'pending');
    return call({ ...routes.adminDepositList, path: `${routes.adminDepositList.path}?status=${status}&size=50` });
  }
  if (!orderNo) throw new Error(usage);
  const text = words.join(' ') || undefined;
  if (action === 'approve') return call(routes.adminDepositApprove, { note: text }, { orderNo });
  if (action === 'reject') return call(routes.adminDepositReject, { reason: text }, { orderNo });
  if (action === 'receipt') return download(routes.adminDepositReceipt, orderNo, words[0]);
  throw new Error(usage);
}

/** `vendor key CODE` (new wallet signing key, printed once) and `vendor reconcile CODE YYYY-MM-DD`. */
function vendor(args: string[]): Promise<unknown> {
  const [action, code, date] = args;
  if (action === 'key' && code) return call(routes.adminVendorWalletKey, undefined, { code });
  if (action === 'reconcile' && code && date && /^\d{4}-\d{2}-\d{2}$/.test(date)) {
    const def = routes.adminVendorReconciliation;
    return call({ ...def, path: `${def.path}?date=${date}` }, undefined, { code });
  }
  throw new Error(usage);
}

async function run(args: string[]): Promise<unknown> {
  const [command, ...rest] = args;
  switch (command) {
    case 'status':
      return call(routes.adminGetSystemState);
    case 'maintenance':
      return call(routes.adminSetMaintenance, { enabled: onOff(rest[0]), message: rest.slice(1).join(' ') || null });
    case 'block': {
      const list = rest[0] === 'none' || !rest[0] ? [] : rest[0].split(',').map((c) => c.trim().toUpperCase());
      return call(routes.adminSetBlockedCountries, { countries: list });
    }
    case 'module':
      return call(routes.adminSetModule, { moduleId: rest[0], enabled: onOff(rest[1]) ? '1' : '0' });
    case 'brand':
      if (rest[0] !== 'loginedToHomePage') throw new Error('only loginedToHomePage can be changed from here');
      return call(routes.adminSetBrandSetting, { loginedToHomePage: onOff(rest[1]) });
    case 'member':
      return call(routes.adminCreateMember, memberCreateBody(rest));
    case 'social':
      return social(rest);
    case 'agent':
      return agentCommand(rest, call);
    case 'vendor':
      return vendor(rest);
    case 'games':
      if (rest[0] !== 'import') throw new Error(usage);
      return call(routes.adminGamesImport, rest[1] ? { vendor: rest[1] } : {});
    case 'withdraw':
      if (rest[0] === 'proof') return download(routes.adminWithdrawProof, rest[1], rest[2]);
      return withdrawCommand(rest, call);
    case 'wallet':
      return walletCommand(rest, call);
    case 'deposit':
      return deposit(rest);
    default:
      throw new Error(usage);
  }
}

run(process.argv.slice(2)).then(
  (value) => {
    console.log(JSON.stringify(value, null, 2));
  },
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
