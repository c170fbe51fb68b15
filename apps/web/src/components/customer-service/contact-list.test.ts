import type { CustomerServiceEntry } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { qrChannel } from './contact-list.tsx';

const entry = (resourceType: CustomerServiceEntry['resourceType'], qrCodeUrl: string | null): CustomerServiceEntry => ({
  resourceType,
  labelNameEn: resourceType,
  url: `https://example.com/${resourceType}`,
  qrCodeUrl,
});

describe('qrChannel', () => {
  it('picks the first messaging channel that has a QR code, never e-mail', () => {
    const list = [
      entry('EMAIL', 'x'),
      entry('WHATSAPP', null),
      entry('TELEGRAM', 'https://t.me/a'),
      entry('VIBER', 'v'),
    ];
    expect(qrChannel(list)?.resourceType).toBe('TELEGRAM');
    expect(qrChannel([entry('EMAIL', 'x'), entry('WHATSAPP', null)])).toBeUndefined();
  });
});
