/**
 * Mobile numbers (SPEC §3/§5): the one normalisation the server stores (`members.mobile_key`) and the
 * web mirrors before it asks for a code. Imported by the web as `@portal/contract/mobile` (no zod).
 */

/** Country record of SPEC §3: ISO country code and its international dialing code (digits, no `+`). */
export interface CountryDialingCode {
  countryCode: string;
  countryDialingCode: string;
}

/**
 * The countries offered in the dialing-code picker, the markets of the portal first, then the rest
 * alphabetically by country code. One dialing code may serve several countries (+1, +7, +44).
 */
export const countryDialingCodes: readonly CountryDialingCode[] = [
  ['VN', '84'],
  ['TH', '66'],
  ['PH', '63'],
  ['ID', '62'],
  ['MY', '60'],
  ['SG', '65'],
  ['CN', '86'],
  ['HK', '852'],
  ['MO', '853'],
  ['TW', '886'],
  ['JP', '81'],
  ['KR', '82'],
  ['IN', '91'],
  ['KH', '855'],
  ['LA', '856'],
  ['MM', '95'],
  ['BD', '880'],
  ['PK', '92'],
  ['LK', '94'],
  ['NP', '977'],
  ['AE', '971'],
  ['AR', '54'],
  ['AU', '61'],
  ['BR', '55'],
  ['CA', '1'],
  ['CL', '56'],
  ['CO', '57'],
  ['DE', '49'],
  ['EG', '20'],
  ['ES', '34'],
  ['FR', '33'],
  ['GB', '44'],
  ['IT', '39'],
  ['KE', '254'],
  ['MX', '52'],
  ['NG', '234'],
  ['NL', '31'],
  ['NZ', '64'],
  ['PE', '51'],
  ['PT', '351'],
  ['RU', '7'],
  ['SA', '966'],
  ['TR', '90'],
  ['UA', '380'],
  ['US', '1'],
  ['ZA', '27'],
].map(([countryCode, countryDialingCode]) => ({ countryCode, countryDialingCode }) as CountryDialingCode);

/** The picker's first choice when the visitor's country is unknown or not listed. */
export const DEFAULT_DIALING_CODE = '84';

/** The dialing code of a country (`VN` → `84`), or the default one. */
export function dialingCodeFor(countryCode: string | null | undefined): string {
  const code = countryCode?.toUpperCase();
  return countryDialingCodes.find((c) => c.countryCode === code)?.countryDialingCode ?? DEFAULT_DIALING_CODE;
}

/** E.164 allows at most 15 digits; subscriber numbers shorter than 6 digits do not exist in practice. */
const MAX_E164_DIGITS = 15;
const MIN_NATIONAL_DIGITS = 6;

/**
 * `normaliseMobile('+84', '091 234-5678')` → `+84912345678`; null when the number cannot be a mobile
 * number. Spaces, dashes, dots and brackets are ignored; a national trunk `0` is dropped; a number
 * typed with its own `+` or `00` prefix must carry the chosen dialing code (or any, when none is chosen).
 */
export function normaliseMobile(
  dialingCode: string | null | undefined,
  number: string | null | undefined,
): string | null {
  const code = (dialingCode ?? '').trim().replace(/^\+/, '');
  if (code !== '' && !/^[1-9]\d{0,3}$/.test(code)) return null;
  const typed = (number ?? '').trim().replace(/[\s().-]/g, '');
  if (!/^(\+|00)?\d+$/.test(typed)) return null;
  let digits: string;
  if (typed.startsWith('+') || typed.startsWith('00')) {
    digits = typed.replace(/^(\+|00)/, '');
    if (code !== '' && !digits.startsWith(code)) return null;
  } else {
    if (code === '') return null;
    digits = code + typed.replace(/^0/, '');
  }
  const national = code === '' ? digits.length - 1 : digits.length - code.length;
  if (digits.startsWith('0') || national < MIN_NATIONAL_DIGITS || digits.length > MAX_E164_DIGITS) return null;
  return `+${digits}`;
}
