import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('has working defaults for a developer machine', () => {
    const c = loadConfig({}, '/srv/portal');
    expect(c.port).toBe(8080);
    expect(c.dataDir).toBe('/srv/portal/data');
    expect(c.embeddedPgPort).not.toBe(5432);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.trustedProxies).toEqual([]);
  });

  it('reads every variable', () => {
    const c = loadConfig(
      {
        PORT: '9000',
        DATABASE_URL: 'postgres://u:p@db:5432/portal',
        TRUSTED_PROXIES: '10.0.0.1, 192.168.0.0/16',
        DATA_DIR: '/var/data',
        SEED_DEMO: 'false',
      },
      '/srv',
    );
    expect(c).toMatchObject({
      port: 9000,
      databaseUrl: 'postgres://u:p@db:5432/portal',
      trustedProxies: ['10.0.0.1', '192.168.0.0/16'],
      dataDir: '/var/data',
      seedDemo: false,
    });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ TRUSTED_PROXIES: 'proxy.example' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(ConfigError);
  });

  it('demands an operator key in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/OPERATOR_KEY/);
    expect(loadConfig({ NODE_ENV: 'production', OPERATOR_KEY: 'x'.repeat(32) }).operatorKey).toHaveLength(32);
  });
});
