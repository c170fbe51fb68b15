import pg from 'pg';

/**
 * Connections in pipeline mode, one per name, opened on first use. A query sent while
 * the statement before it is still running waits in the backend's socket, not in Node: the backend
 * starts it the moment the one before commits, without a round trip through Node in between. Each query
 * is its own implicit transaction (its own Sync), so one that fails does not fail the ones behind it.
 * A connection that breaks fails the queries on it and is opened again by the next query.
 */
export class Pipelines {
  private readonly open = new Map<string, Promise<pg.Client>>();
  private closed = false;

  constructor(private readonly config: pg.ClientConfig) {}

  async query<R extends pg.QueryResultRow>(name: string, query: pg.QueryConfig): Promise<pg.QueryResult<R>> {
    if (this.closed) throw new Error('the database is closed');
    const opened = this.client(name);
    const client = await opened;
    try {
      return await client.query<R>(query);
    } catch (err) {
      // A statement's own error (severity ERROR) leaves the connection usable; anything else (the
      // backend ended, the socket broke) means the next query needs a new connection.
      if ((err as { severity?: string }).severity !== 'ERROR') this.forget(name, opened);
      throw err;
    }
  }

  /** Ends every connection (the queries sent on them are answered first). */
  async close(): Promise<void> {
    this.closed = true;
    const clients = [...this.open.values()];
    this.open.clear();
    await Promise.all(clients.map(async (c) => (await c.catch(() => null))?.end().catch(() => {})));
  }

  private client(name: string): Promise<pg.Client> {
    const found = this.open.get(name);
    if (found) return found;
    const client = new pg.Client({ ...this.config, pipeline: true });
    const opened: Promise<pg.Client> = client.connect().then(
      () => client,
      (err: unknown) => {
        this.forget(name, opened);
        throw err;
      },
    );
    // A lost connection must not crash the process: its queries fail, the next one reconnects.
    client.on('error', () => this.forget(name, opened));
    client.on('end', () => this.forget(name, opened));
    this.open.set(name, opened);
    return opened;
  }

  private forget(name: string, opened: Promise<pg.Client>): void {
    if (this.open.get(name) !== opened) return;
    this.open.delete(name);
    void opened.then((c) => c.end()).catch(() => {});
  }
}
