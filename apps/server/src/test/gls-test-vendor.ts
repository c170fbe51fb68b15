import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  vendorBetsBodySchema,
  vendorLaunchBodySchema,
  vendorTransferBalanceBodySchema,
  vendorTransferBodySchema,
  vendorTransferStatusBodySchema,
  type VendorBet,
  type VendorCatalogue,
  type VendorLaunchBody,
} from '@portal/contract';
import { vendorCodeKey, verifyVendorSignature } from '../modules/vendors/signature.ts';

export interface ReceivedCall {
  path: string;
  code: string;
  body: unknown;
  /** Whether the signature checked out with the code's own key under the vendor's secret. */
  signed: boolean;
}

/** A tiny SVG picture (what a vendor serves as game art). */
export const testArt = (label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><text y="32">${label}</text></svg>`;

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/**
 * A real HTTP game vendor speaking the GLS interface (packages/contract/src/vendor-api.ts) for tests:
 * every /gls call's signature is checked with its code's own key under its secret (vendorCodeKey; 401
 * signature_invalid otherwise, a key of another code included), codes it
 * does not serve answer 403 vendor_unknown, transfers keep balances and are idempotent by ref, and
 * `/art/<name>.svg` serves pictures. Tests change `catalogues`, `art` and `bets` as they need.
 */
export class GlsTestVendor {
  readonly catalogues = new Map<string, VendorCatalogue>();
  /** Bytes (and type) of each picture path below /art/. */
  readonly art = new Map<string, { type: string; body: Buffer }>();
  readonly bets = new Map<string, VendorBet[]>();
  readonly calls: ReceivedCall[] = [];
  readonly balances = new Map<string, bigint>();
  private readonly transfers = new Map<string, { status: 'ok' | 'failed'; body: string }>();
  /** Paths that answer slowly (ms), to provoke the portal's time-outs. */
  readonly delays = new Map<string, number>();
  private server: Server | null = null;
  url = '';

  constructor(readonly secret: string) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** A catalogue of `count` games for a code, pictures served by this vendor. */
  addCatalogue(code: string, walletMode: 'seamless' | 'transfer', games: Partial<VendorCatalogue['games'][number]>[]) {
    this.catalogues.set(code, {
      code,
      displayName: `${code} Games`,
      gameType: 'RNG',
      walletMode,
      groups: [
        { code: 'video-slots', labels: { en: 'Video slots', 'zh-CN': '视频老虎机' }, sort: 1 },
        { code: 'classic', labels: { en: 'Classic' }, sort: 2 },
      ],
      games: games.map((g, i) => {
        const gameId = g.gameId ?? `${code.toLowerCase()}-${i + 1}`;
        this.art.set(`${gameId}.svg`, { type: 'image/svg+xml', body: Buffer.from(testArt(gameId)) });
        return {
          gameId,
          names: { en: `Game ${gameId}` },
          groupCode: 'video-slots',
          tags: [],
          imageUrl: `${this.url}/art/${gameId}.svg`,
          rtp: 96.5,
          sort: i,
          ...g,
        };
      }),
    });
  }

  launches(code?: string): VendorLaunchBody[] {
    return this.calls
      .filter((c) => c.path === '/gls/launch' && c.signed && (!code || c.code === code))
      .map((c) => c.body as VendorLaunchBody);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const path = (req.url ?? '/').split('?')[0]!;
    if (req.method === 'GET' && path.startsWith('/art/')) {
      const art = this.art.get(path.slice('/art/'.length));
      if (!art) return send(res, 404, { code: 'not_found', message: 'no such picture' });
      res.writeHead(200, { 'content-type': art.type });
      return void res.end(art.body);
    }
    const delay = this.delays.get(path);
    if (delay) await new Promise((r) => setTimeout(r, delay));
    const code = String(req.headers['x-vendor-code'] ?? '');
    let body: unknown = null;
    let signed = true;
    try {
      verifyVendorSignature({
        secrets: [vendorCodeKey(this.secret, code)],
        timestamp: req.headers['x-timestamp'] as string | undefined,
        signature: req.headers['x-signature'] as string | undefined,
        rawBody: raw,
      });
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      signed = false;
    }
    this.calls.push({ path, code, body, signed });
    if (!signed) return send(res, 401, { code: 'signature_invalid', message: 'bad signature' });
    const catalogue = this.catalogues.get(code);
    if (!catalogue) return send(res, 403, { code: 'vendor_unknown', message: `unknown code ${code}` });
    this.answer(path, code, catalogue, body, res);
  }

  private answer(path: string, code: string, catalogue: VendorCatalogue, body: unknown, res: ServerResponse): void {
    const bad = () => send(res, 400, { code: 'validation_failed', message: 'bad body' });
    switch (path) {
      case '/gls/catalogue':
        return send(res, 200, catalogue);
      case '/gls/launch': {
        const launch = vendorLaunchBodySchema.safeParse(body);
        if (!launch.success) return bad();
        if (!catalogue.games.some((g) => g.gameId === launch.data.gameId)) {
          return send(res, 404, { code: 'game_unknown', message: 'unknown game' });
        }
        return send(res, 200, { url: `${this.url}/play/${code}/${launch.data.gameId}?p=${launch.data.playerId}` });
      }
      case '/gls/transfer/in':
      case '/gls/transfer/out': {
        const t = vendorTransferBodySchema.safeParse(body);
        if (!t.success) return bad();
        const key = `${code}:${t.data.playerId}`;
        const seen = this.transfers.get(t.data.ref);
        const balance = this.balances.get(key) ?? 0n;
        if (seen) return send(res, 200, { status: seen.status, balance: String(balance) });
        const delta = path.endsWith('/in') ? BigInt(t.data.amount) : -BigInt(t.data.amount);
        const status = balance + delta < 0n ? 'failed' : 'ok';
        if (status === 'ok') this.balances.set(key, balance + delta);
        this.transfers.set(t.data.ref, { status, body: JSON.stringify(t.data) });
        return send(res, 200, { status, balance: String(this.balances.get(key) ?? 0n) });
      }
      case '/gls/transfer/status': {
        const s = vendorTransferStatusBodySchema.safeParse(body);
        if (!s.success) return bad();
        const seen = this.transfers.get(s.data.ref);
        if (!seen) this.transfers.set(s.data.ref, { status: 'failed', body: '' });
        return send(res, 200, { status: seen?.status ?? 'failed' });
      }
      case '/gls/transfer/balance': {
        const b = vendorTransferBalanceBodySchema.safeParse(body);
        if (!b.success) return bad();
        return send(res, 200, { balance: String(this.balances.get(`${code}:${b.data.playerId}`) ?? 0n) });
      }
      case '/gls/bets': {
        const q = vendorBetsBodySchema.safeParse(body);
        if (!q.success) return bad();
        const from = Date.parse(q.data.from);
        const to = Date.parse(q.data.to);
        const bets = (this.bets.get(code) ?? []).filter(
          (b) => Date.parse(b.placedAt) >= from && Date.parse(b.placedAt) < to,
        );
        return send(res, 200, { bets, nextCursor: null });
      }
      default:
        return send(res, 404, { code: 'not_found', message: `no call ${path}` });
    }
  }
}
