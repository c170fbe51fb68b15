/** The languages the portal offers (SPEC §1), in picker order. English is the source and default. */
export interface Language {
  code: string;
  /** Name of the language in itself, as the picker shows it. */
  nativeName: string;
  /** English name, for operators and logs. */
  englishName: string;
  dir: 'ltr' | 'rtl';
  /** File name of the flag under /assets/flags/. */
  flag: string;
}

export const DEFAULT_LANGUAGE = 'en';
export const LANGUAGE_STORAGE_KEY = 'hisLang';

export const languages: readonly Language[] = [
  { code: 'en', nativeName: 'English', englishName: 'English', dir: 'ltr', flag: 'en' },
  { code: 'zh-CN', nativeName: '简体中文', englishName: 'Chinese (Simplified)', dir: 'ltr', flag: 'zh-CN' },
  { code: 'zh-TW', nativeName: '繁體中文', englishName: 'Chinese (Traditional)', dir: 'ltr', flag: 'zh-TW' },
  { code: 'ja', nativeName: '日本語', englishName: 'Japanese', dir: 'ltr', flag: 'ja' },
  { code: 'ko', nativeName: '한국어', englishName: 'Korean', dir: 'ltr', flag: 'ko' },
  { code: 'th', nativeName: 'ไทย', englishName: 'Thai', dir: 'ltr', flag: 'th' },
  { code: 'vi', nativeName: 'Tiếng Việt', englishName: 'Vietnamese', dir: 'ltr', flag: 'vi' },
  { code: 'tl', nativeName: 'Tagalog', englishName: 'Tagalog', dir: 'ltr', flag: 'tl' },
  { code: 'id', nativeName: 'Bahasa Indonesia', englishName: 'Indonesian', dir: 'ltr', flag: 'id' },
  { code: 'ms', nativeName: 'Bahasa Melayu', englishName: 'Malay', dir: 'ltr', flag: 'ms' },
  { code: 'hi', nativeName: 'हिन्दी', englishName: 'Hindi', dir: 'ltr', flag: 'hi' },
  { code: 'bn', nativeName: 'বাংলা', englishName: 'Bengali', dir: 'ltr', flag: 'bn' },
  { code: 'ta', nativeName: 'தமிழ்', englishName: 'Tamil', dir: 'ltr', flag: 'ta' },
  { code: 'my', nativeName: 'မြန်မာ', englishName: 'Burmese', dir: 'ltr', flag: 'my' },
  { code: 'km', nativeName: 'ខ្មែរ', englishName: 'Khmer', dir: 'ltr', flag: 'km' },
  { code: 'lo', nativeName: 'ລາວ', englishName: 'Lao', dir: 'ltr', flag: 'lo' },
  { code: 'pt-BR', nativeName: 'Português (Brasil)', englishName: 'Portuguese (Brazil)', dir: 'ltr', flag: 'pt-BR' },
  { code: 'es', nativeName: 'Español', englishName: 'Spanish', dir: 'ltr', flag: 'es' },
  { code: 'fr', nativeName: 'Français', englishName: 'French', dir: 'ltr', flag: 'fr' },
  { code: 'de', nativeName: 'Deutsch', englishName: 'German', dir: 'ltr', flag: 'de' },
  { code: 'it', nativeName: 'Italiano', englishName: 'Italian', dir: 'ltr', flag: 'it' },
  { code: 'ru', nativeName: 'Русский', englishName: 'Russian', dir: 'ltr', flag: 'ru' },
  { code: 'tr', nativeName: 'Türkçe', englishName: 'Turkish', dir: 'ltr', flag: 'tr' },
  { code: 'ar', nativeName: 'العربية', englishName: 'Arabic', dir: 'rtl', flag: 'ar' },
  { code: 'fa', nativeName: 'فارسی', englishName: 'Persian', dir: 'rtl', flag: 'fa' },
  { code: 'ur', nativeName: 'اردو', englishName: 'Urdu', dir: 'rtl', flag: 'ur' },
  { code: 'pl', nativeName: 'Polski', englishName: 'Polish', dir: 'ltr', flag: 'pl' },
  { code: 'nl', nativeName: 'Nederlands', englishName: 'Dutch', dir: 'ltr', flag: 'nl' },
  { code: 'el', nativeName: 'Ελληνικά', englishName: 'Greek', dir: 'ltr', flag: 'el' },
  { code: 'sv', nativeName: 'Svenska', englishName: 'Swedish', dir: 'ltr', flag: 'sv' },
];

export const languageCodes = languages.map((l) => l.code);

export const isSupportedLanguage = (code: string): boolean => languageCodes.includes(code);

export const findLanguage = (code: string): Language | undefined => languages.find((l) => l.code === code);

/** Picks the closest supported language for a browser or header value (`zh-Hans-CN`, `pt`, `en-US`). */
export function matchLanguage(input: string | null | undefined): string | undefined {
  if (!input) return undefined;
  const wanted = input.trim();
  if (isSupportedLanguage(wanted)) return wanted;
  const lower = wanted.toLowerCase();
  if (lower.startsWith('zh')) {
    return /(tw|hk|mo|hant)/.test(lower) ? 'zh-TW' : 'zh-CN';
  }
  if (lower.startsWith('fil')) return 'tl';
  const base = lower.split(/[-_]/)[0] ?? '';
  return languageCodes.find((c) => c.toLowerCase() === base || c.toLowerCase().startsWith(`${base}-`));
}
