import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';
import { SmtpMailer } from '../mail/mailer.ts';
import { SmtpCapture } from '../mail/smtp-capture.ts';
import { DevOutboxSmsGateway } from './sms-gateway.ts';
import { VerificationRepo } from './verification.repo.ts';
import { CODE_LIMITS, VerificationService } from './verification.service.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let smtp: SmtpCapture;
let mailer: SmtpMailer;
let codes: VerificationService;
let repo: VerificationRepo;

beforeAll(async () => {
  db = await createTestDatabase();
  smtp = await SmtpCapture.start();
  mailer = new SmtpMailer(smtp.url, 'Portal <no-reply@portal.test>');
  repo = new VerificationRepo(db.db);
  codes = new VerificationService(repo, new DevOutboxSmsGateway(repo), mailer);
});
afterAll(async () => {
  mailer.close();
  await smtp.close();
  await db.drop();
});

const compose = (code: string, minutes: number) => ({ subject: 'Your code', text: `Code ${code}, ${minutes} min` });
const codeIn = (text: string) => /Code (\d{6})/.exec(text)?.[1] ?? '';

describe('one-time codes', () => {
  it('sends an SMS code to the outbox that works once and never again', async () => {
    const issued = await codes.issue({
      channel: 'sms',
      purpose: 'login',
      target: '+84911111111',
      ip: '1.2.3.4',
      compose,
    });
    expect(issued.expiredMinutes).toBe(CODE_LIMITS.expiredMinutes);
    const [sms] = await codes.outbox('+84911111111');
    const code = codeIn(sms?.body ?? '');
    expect(code).toMatch(/^\d{6}$/);
    await expect(codes.verify('sms', 'login', '+84911111111', code)).resolves.toEqual({ memberId: null });
    await expect(codes.verify('sms', 'login', '+84911111111', code)).rejects.toMatchObject({
      code: 'verification_code_invalid',
    });
  });

  it('throttles resends to one a minute per target and purpose', async () => {
    await codes.issue({ channel: 'sms', purpose: 'register', target: '+84922222222', ip: '1.2.3.5', compose });
    await expect(
      codes.issue({ channel: 'sms', purpose: 'register', target: '+84922222222', ip: '1.2.3.5', compose }),
    ).rejects.toMatchObject({ code: 'code_send_too_frequent', value: { retryAfterSeconds: 60 } });
  });

  it('burns a code after the allowed number of wrong tries, even for the right code', async () => {
    await codes.issue({ channel: 'sms', purpose: 'two_factor', target: '+84933333333', ip: '1.2.3.6', compose });
    const [sms] = await codes.outbox('+84933333333');
    for (let i = 0; i < CODE_LIMITS.maxAttempts; i++) {
      await expect(codes.verify('sms', 'two_factor', '+84933333333', '000000x')).rejects.toMatchObject({
        code: 'verification_code_invalid',
      });
    }
    await expect(codes.verify('sms', 'two_factor', '+84933333333', codeIn(sms?.body ?? ''))).rejects.toMatchObject({
      code: 'verification_code_invalid',
    });
  });

  it('mails an e-mail code over real SMTP', async () => {
    await codes.issue({ channel: 'email', purpose: 'bind_email', target: 'ann@mail.test', ip: '1.2.3.7', compose });
    const mail = await smtp.waitFor('ann@mail.test');
    expect(mail.subject).toBe('Your code');
    await expect(codes.verify('email', 'bind_email', 'ann@mail.test', codeIn(mail.text))).resolves.toBeTruthy();
  });
});
