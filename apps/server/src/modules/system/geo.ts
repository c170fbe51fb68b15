import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import maxmind, { type Reader, type Response } from 'maxmind';

interface CountryRecord {
  country_code?: string;
}

/** Offline IP → country (ISO 3166-1 alpha-2) from the bundled geo-whois-asn-country database (IPv4 and IPv6). */
export class GeoResolver {
  private constructor(private readonly reader: Reader<Response>) {}

  static async open(): Promise<GeoResolver> {
    const require = createRequire(import.meta.url);
    const file = require.resolve('@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb');
    return new GeoResolver(await maxmind.open<Response>(file, { watchForUpdates: false }));
  }

  country(ip: string): string | null {
    const address = normaliseIp(ip);
    if (!address) return null;
    const code = (this.reader.get(address) as CountryRecord | null)?.country_code;
    return code && /^[A-Z]{2}$/.test(code) ? code : null;
  }
}

/** Strips the IPv4-mapped IPv6 prefix (`::ffff:1.2.3.4`) and rejects what is not an address. */
export function normaliseIp(ip: string): string | null {
  const trimmed = ip.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  const address = mapped?.[1] ?? trimmed;
  return isIP(address) ? address : null;
}
