import type { VerificationRepo } from './verification.repo.ts';

/** Sends a text message. Real gateways implement this; the development outbox keeps what it "sent". */
export interface SmsGateway {
  send(to: string, body: string): Promise<void>;
}

export interface Logger {
  info(obj: object, msg: string): void;
}

/**
 * Development SMS gateway: nothing leaves the machine. Each message is written to the log and to the
 * sms_outbox table, which the development-only endpoint reads (never enabled in production).
 */
export class DevOutboxSmsGateway implements SmsGateway {
  constructor(
    private readonly repo: VerificationRepo,
    private readonly log?: Logger,
  ) {}

  async send(to: string, body: string): Promise<void> {
    await this.repo.insertSms(to, body);
    this.log?.info({ to, body }, 'sms outbox: message kept (development gateway)');
  }
}
