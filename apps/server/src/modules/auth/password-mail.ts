import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isSupportedLanguage } from '@portal/i18n';
import type { MailMessage } from '../mail/mailer.ts';

type MailTexts = Record<'subject' | 'greeting' | 'intro' | 'button' | 'expiry' | 'ignore' | 'signature', string>;

const require = createRequire(import.meta.url);
const cache = new Map<string, Partial<MailTexts>>();

/** The `mail.reset` texts of a locale file (missing keys fall back to English). */
function textsOf(language: string): Partial<MailTexts> {
  let texts = cache.get(language);
  if (!texts) {
    try {
      const file = require.resolve(`@portal/i18n/locales/${language}.json`);
      const json = JSON.parse(readFileSync(file, 'utf8')) as { mail?: { reset?: Partial<MailTexts> } };
      texts = json.mail?.reset ?? {};
    } catch {
      texts = {};
    }
    cache.set(language, texts);
  }
  return texts;
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The reset-link mail in the member's language (English when unknown): plain text and simple HTML. */
export function composeResetMail(input: {
  to: string;
  username: string;
  brandName: string;
  link: string;
  expiredMinutes: number;
  language: string | null;
}): MailMessage {
  const english = textsOf('en');
  const local = input.language && isSupportedLanguage(input.language) ? textsOf(input.language) : {};
  const values = { brand: input.brandName, username: input.username, minutes: String(input.expiredMinutes) };
  const t = (key: keyof MailTexts) => fill(local[key] ?? english[key] ?? key, values);
  const text = [t('greeting'), '', t('intro'), '', input.link, '', t('expiry'), t('ignore'), '', t('signature')].join(
    '\n',
  );
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1b1f2a;line-height:1.5">
<div style="max-width:520px;margin:0 auto;padding:24px">
<h2 style="margin:0 0 16px">${escapeHtml(input.brandName)}</h2>
<p>${escapeHtml(t('greeting'))}</p>
<p>${escapeHtml(t('intro'))}</p>
<p style="margin:24px 0"><a href="${escapeHtml(input.link)}" style="background:#f5b400;color:#1b1f2a;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(t('button'))}</a></p>
<p style="word-break:break-all;font-size:13px;color:#555">${escapeHtml(input.link)}</p>
<p>${escapeHtml(t('expiry'))}</p>
<p style="color:#555">${escapeHtml(t('ignore'))}</p>
<p>${escapeHtml(t('signature'))}</p>
</div></body></html>`;
  return { to: input.to, subject: t('subject'), text, html };
}
