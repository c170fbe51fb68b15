import { routes } from '@portal/contract';
import { expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import type { Db } from './db/client.ts';
import { createServices } from './services.ts';

// Building the services only wires objects; nothing touches the database until a request comes.
const unusedDb = {} as Db;

it('composes one handler per contract route, each registered by exactly one module', async () => {
  const services = await createServices(unusedDb, loadConfig({}, '/srv/portal'));
  const handlers = services.handlers(Date.now());
  expect(Object.keys(handlers).sort()).toEqual(Object.keys(routes).sort());
});
