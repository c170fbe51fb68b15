import { useCallback } from 'react';
import { formatMoney, formatSignedMoney } from '../../../lib/money.ts';
import { useWalletBalance } from '../../../lib/wallet-balance.ts';

/** Formats minor units in the member's currency (symbol and decimals from the balance answer). */
export function useMoney() {
  const balance = useWalletBalance().data;
  const exponent = balance?.currencyExponent ?? 2;
  const symbol = balance?.currencySymbol ?? '';
  const money = useCallback((minor: string) => formatMoney(minor, exponent, symbol), [exponent, symbol]);
  const signed = useCallback((minor: string) => formatSignedMoney(minor, exponent, symbol), [exponent, symbol]);
  return { money, signed, exponent, symbol };
}

/** 'pos' | 'neg' | 'zero' for colouring an amount. */
export const tone = (minor: string) => {
  const v = /^-?\d+$/.test(minor) ? BigInt(minor) : 0n;
  return v > 0n ? 'pos' : v < 0n ? 'neg' : 'zero';
};
