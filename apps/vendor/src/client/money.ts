/**
 * Money in the game pages: whole minor units (strings of digits or bigint), formatted with the
 * session's currency and language by Intl, exactly (the decimal string is built with BigInt).
 */
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(currency: string, language: string): Intl.NumberFormat {
  const key = `${language}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(language, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    } catch {
      format = new Intl.NumberFormat('en', {
        style: 'currency',
        currency: /^[A-Z]{3}$/.test(currency) ? currency : 'USD',
      });
    }
    formats.set(key, format);
  }
  return format;
}

/** The currency's number of decimals (ISO 4217 via Intl: USD 2, VND 0, …). */
export const currencyExponent = (currency: string, language = 'en'): number =>
  numberFormat(currency, language).resolvedOptions().maximumFractionDigits ?? 2;

/** "123456" USD en → "$1,234.56"; a value that is not whole minor units shows as "—". */
export function formatMinor(minor: string | bigint, currency: string, language = 'en'): string {
  const text = typeof minor === 'bigint' ? minor.toString() : String(minor).trim();
  if (!/^-?\d+$/.test(text)) return '—';
  const exponent = currencyExponent(currency, language);
  let value = BigInt(text);
  const negative = value < 0n;
  if (negative) value = -value;
  const scale = 10n ** BigInt(exponent);
  const decimal = `${negative ? '-' : ''}${value / scale}${exponent > 0 ? `.${String(value % scale).padStart(exponent, '0')}` : ''}`;
  // Intl formats a decimal string exactly (no float rounding for large amounts).
  return numberFormat(currency, language).format(decimal as `${number}`);
}
