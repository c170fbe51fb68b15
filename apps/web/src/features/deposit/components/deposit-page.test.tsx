import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { DepositV2 } from './deposit-page.tsx';

const channel = (code: string, type: 'bank_transfer' | 'online', name: string) => ({
  code,
  type,
  name,
  min: '1000',
  max: '100000',
  details: type === 'bank_transfer' ? { bankName: 'Demo Bank', accountName: 'Nova', accountNumber: '123' } : {},
});

const order = {
  orderNo: 'D202611290001',
  channel: 'PAYNOW',
  channelType: 'online' as const,
  amount: '5000',
  currency: 'USD',
  status: 'approved',
  reference: null,
  hasReceipt: false,
  note: null,
  createdAt: '2026-11-29T10:00:00.000Z',
  reviewedAt: '2026-11-29T10:01:00.000Z',
  payUrl: null,
};

function api() {
  return fakeApi({
    'GET /wps/v2/wallets/balance': () =>
      ok({ currency: 'USD', currencySymbol: '$', currencyExponent: 2, sumBalance: '0', demo: false, wallets: [] }),
    'GET /wps/v2/deposit/channels': () =>
      ok({
        currency: 'USD',
        currencySymbol: '$',
        currencyExponent: 2,
        brandName: 'Nova Play',
        list: [channel('BANK1', 'bank_transfer', 'Bank transfer'), channel('PAYNOW', 'online', 'PayNow')],
      }),
    'GET /wps/v2/deposit/orders': () => ok({ list: [order], total: 1, page: 1, size: 5 }),
  });
}

const realScroll = Element.prototype.scrollIntoView;

describe('deposit page after the payment gateway', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    Element.prototype.scrollIntoView = realScroll;
  });

  it('keeps the channel chosen before paying and scrolls the order’s result into view', async () => {
    api();
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    const user = userEvent.setup();
    const first = renderWithApp(<DepositV2 />);
    await user.click(await screen.findByTestId('dp-channel-PAYNOW'));
    expect(screen.getByTestId('dp-channel-PAYNOW')).toHaveAttribute('aria-checked', 'true');
    first.unmount();

    // The gateway sends the player back here: a new page load with the order in the address.
    window.history.replaceState(null, '', `/?mc=depositv2&order=${order.orderNo}`);
    renderWithApp(<DepositV2 />);
    expect(await screen.findByTestId('dp-channel-PAYNOW')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('dp-channel-BANK1')).toHaveAttribute('aria-checked', 'false');
    const row = await screen.findByTestId(`dp-order-${order.orderNo}`);
    await waitFor(() => expect(scrolled).toContain(row));
  });

  it('starts on the first channel without an earlier choice', async () => {
    api();
    renderWithApp(<DepositV2 />);
    expect(await screen.findByTestId('dp-channel-BANK1')).toHaveAttribute('aria-checked', 'true');
  });
});
