import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { signVendorRequest } from '../modules/vendors/signature.ts';

export interface VendorAnswer {
  status: number;
  body: { success: boolean; code: string; message: string; value: Record<string, unknown> | null };
}

/** A test vendor calling the seamless wallet API with signed requests (app.inject, no socket). */
export class TestVendor {
  constructor(
    private readonly app: FastifyInstance,
    readonly code: string,
    public secret: string,
  ) {}

  async call(
    op: 'balance' | 'debit' | 'credit' | 'rollback',
    body: unknown,
    tweak: { timestamp?: string; signature?: string; code?: string; raw?: string } = {},
  ): Promise<VendorAnswer> {
    const raw = tweak.raw ?? JSON.stringify(body);
    const timestamp = tweak.timestamp ?? String(Math.floor(Date.now() / 1000));
    const res = await this.app.inject({
      method: 'POST',
      url: `/api/vendor/wallet/${op}`,
      headers: {
        'content-type': 'application/json',
        'x-vendor-code': tweak.code ?? this.code,
        'x-timestamp': timestamp,
        'x-signature': tweak.signature ?? signVendorRequest(this.secret, timestamp, raw),
      },
      payload: raw,
    });
    return { status: res.statusCode, body: res.json() };
  }
}

export const txId = (prefix = 'tx') => `${prefix}-${randomBytes(6).toString('hex')}`;
