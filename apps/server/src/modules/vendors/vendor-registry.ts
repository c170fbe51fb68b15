import type { TransferWalletVendor } from '../wallet/transfer-vendor.ts';
import { GlsAdapter, type GlsAdapterOptions } from './gls-adapter.ts';
import type { VendorAdapter, VendorEndpoint } from './vendor-adapter.ts';

/** Where the codes the GLS endpoint does not serve are kept, for every node (CatalogueImportRepo). */
export interface ServedStore {
  notServedCodes(): Promise<string[]>;
  /** Answers whether that changed. */
  setEndpointServes(code: string, serves: boolean): Promise<boolean>;
}

/**
 * Which adapter speaks for a vendor code. With a configured GLS endpoint every code is asked there
 * until its catalogue call says the endpoint does not serve it; without one there is no game
 * vendor (launches answer vendor_unavailable) and transfer wallets use the sandbox, as before.
 *
 * What the endpoint does not serve is kept in the database: the node that imports writes it, and
 * every node reads it at start and again when told the catalogue changed (`load`), so that all of
 * them send a code's launches and transfers to the same side.
 */
export class VendorRegistry {
  private readonly adapters = new Map<string, VendorAdapter>();
  /** Adapters of vendors with their own API, by code: they win over the GLS endpoint. */
  private readonly own = new Map<string, VendorAdapter>();
  private notServed = new Set<string>();

  constructor(
    readonly endpoint: VendorEndpoint | undefined,
    private readonly sandbox: (code: string) => TransferWalletVendor,
    private readonly served: ServedStore | null = null,
    private readonly opts: GlsAdapterOptions = {},
  ) {}

  /** Reads again which codes the endpoint does not serve. */
  async load(): Promise<void> {
    if (this.served) this.notServed = new Set(await this.served.notServedCodes());
  }

  /** Plugs in the adapter of a vendor with its own API for its code (services.ts, per brand configuration). */
  use(adapter: VendorAdapter): this {
    this.own.set(adapter.code, adapter);
    return this;
  }

  /**
   * The adapter of a code, or null when no configured vendor serves it; `askAgain` answers the
   * endpoint's adapter even for a code it said it does not serve (the import asks it again).
   */
  adapter(code: string, opts: { askAgain?: boolean } = {}): VendorAdapter | null {
    const own = this.own.get(code);
    if (own) return own;
    if (!this.endpoint || (this.notServed.has(code) && !opts.askAgain)) return null;
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

  /** What the catalogue import learnt: the endpoint serves this code or not; answers whether that changed. */
  async setServed(code: string, served: boolean): Promise<boolean> {
    const changed = this.served
      ? await this.served.setEndpointServes(code, served)
      : this.notServed.has(code) === served;
    if (served) this.notServed.delete(code);
    else this.notServed.add(code);
    return changed;
  }

  /** The vendor's origin, for the portal's CSP frame-src (game pages are framed from there). */
  frameOrigin(): string | null {
    return this.endpoint ? new URL(this.endpoint.url).origin : null;
  }
}
