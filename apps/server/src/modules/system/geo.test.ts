import { beforeAll, describe, expect, it } from 'vitest';
import { GeoResolver, normaliseIp } from './geo.ts';

let geo: GeoResolver;
beforeAll(async () => {
  geo = await GeoResolver.open();
});

describe('region resolution (offline, geo-whois-asn-country)', () => {
  it('resolves IPv4 addresses to their country', () => {
    expect(geo.country('1.0.1.1')).toBe('CN');
    expect(geo.country('8.8.8.8')).toBe('US');
  });

  it('resolves IPv6 addresses to their country', () => {
    expect(geo.country('240e::1')).toBe('CN');
    expect(geo.country('2001:4860:4860::8888')).toBe('US');
  });

  it('treats IPv4-mapped IPv6 like the IPv4 address', () => {
    expect(geo.country('::ffff:1.0.1.1')).toBe('CN');
  });

  it('has no country for private, loopback and malformed addresses', () => {
    expect(geo.country('127.0.0.1')).toBeNull();
    expect(geo.country('10.1.2.3')).toBeNull();
    expect(geo.country('::1')).toBeNull();
    expect(geo.country('not-an-ip')).toBeNull();
    expect(normaliseIp('1.2.3.4.5')).toBeNull();
  });
});
