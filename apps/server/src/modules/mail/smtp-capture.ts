import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: Date;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it receives (tests, and `npm start`
 * when no SMTP_URL is configured). Nothing is relayed anywhere.
 */
export class SmtpCapture {
  readonly mails: CapturedMail[] = [];
  private readonly waiters: { match: (m: CapturedMail) => boolean; resolve: (m: CapturedMail) => void }[] = [];
  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
  ) {}

  static async start(port = 0, onMail?: (mail: CapturedMail) => void): Promise<SmtpCapture> {
    const holder: { capture?: SmtpCapture } = {};
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            const mail: CapturedMail = {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              receivedAt: new Date(),
            };
            holder.capture?.receive(mail);
            onMail?.(mail);
            callback();
          })
          .catch((err: Error) => callback(err));
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    const address = (server as unknown as { server: { address(): AddressInfo } }).server.address();
    holder.capture = new SmtpCapture(server, address.port);
    return holder.capture;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  private receive(mail: CapturedMail): void {
    this.mails.push(mail);
    for (const w of [...this.waiters]) {
      if (w.match(mail)) {
        this.waiters.splice(this.waiters.indexOf(w), 1);
        w.resolve(mail);
      }
    }
  }

  /** The first mail to `to` (already received or arriving within `timeoutMs`). */
  waitFor(to: string, timeoutMs = 10_000): Promise<CapturedMail> {
    const match = (m: CapturedMail) => m.to.some((a) => a.toLowerCase() === to.toLowerCase());
    const found = this.mails.find(match);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        match,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
