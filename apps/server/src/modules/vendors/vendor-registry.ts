import type { TransferWalletVendor } from '../wallet/transfer-vendor.ts';
import { GlsAdapter, type GlsAdapterOptions } from './gls-adapter.ts';
import type { VendorAdapter, VendorEndpoint } from './vendor-adapter.ts';

/**
 * Which adapter speaks for a vendor code. With a configured GLS endpoint every code is asked there
 * until its catalogue call says the endpoint does not serve it; without one there is no game
 * vendor (launches answer vendor_unavailable) and transfer wallets use the sandbox, as before.
 */
export class VendorRegistry {
  private readonly adapters = new Map<string, VendorAdapter>();
  /** Adapters of vendors with their own API, by code: they win over the GLS endpoint. */
  private readonly own = new Map<string, VendorAdapter>();
  private readonly notServed = new Set<string>();

  constructor(
    readonly endpoint: VendorEndpoint | undefined,
    private readonly sandbox: (code: string) => TransferWalletVendor,
    private readonly opts: GlsAdapterOptions = {},
  ) {}

  /** Plugs in the adapter of a vendor with its own API for its code (services.ts, per brand configuration). */
  use(adapter: VendorAdapter): this {
    this.own.set(adapter.code, adapter);
    return this;
  }

  /** The adapter of a code, or null when no configured vendor serves it. */
  adapter(code: string): VendorAdapter | null {
    const own = this.own.get(code);
    if (own) return own;
    if (!this.endpoint || this.notServed.has(code)) return null;
    let adapter = this.adapters.get(code);
    if (!adapter) {
      adapter = new GlsAdapter(code, this.endpoint, this.opts);
      this.adapters.set(code, adapter);
    }
    return adapter;
  }

  /** The vendor side of a transfer wallet (TransferService's `vendorFor`). */
  transferVendor(code: string): TransferWalletVendor {
    return this.adapter(code) ?? this.sandbox(code);
  }

  /** What the catalogue import learnt: the endpoint serves this code or not. */
  setServed(code: string, served: boolean): void {
    if (served) this.notServed.delete(code);
    else this.notServed.add(code);
  }

  /** The vendor's origin, for the portal's CSP frame-src (game pages are framed from there). */
  frameOrigin(): string | null {
    return this.endpoint ? new URL(this.endpoint.url).origin : null;
  }
}
