import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, findLanguage, isSupportedLanguage, matchLanguage } from '@portal/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '@portal/i18n/locales/en.json';
import { local } from './storage.ts';

type LocaleJson = Record<string, unknown>;

/** One lazily loaded chunk per language (English is bundled as the fallback). */
const loaders = import.meta.glob<LocaleJson>(['@portal/i18n/locales/*.json', '!@portal/i18n/locales/en.json'], {
  import: 'default',
});

function loaderFor(code: string): (() => Promise<LocaleJson>) | undefined {
  const entry = Object.entries(loaders).find(([file]) => file.endsWith(`/${code}.json`));
  return entry?.[1];
}

export const i18n = i18next.createInstance();

/** Stored choice first, then the browser's languages; undefined when neither is supported. */
export function detectLanguage(): string | undefined {
  const stored = local.get(LANGUAGE_STORAGE_KEY);
  if (stored && isSupportedLanguage(stored)) return stored;
  const browser = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  for (const candidate of browser) {
    const match = matchLanguage(candidate);
    if (match) return match;
  }
  return undefined;
}

export const hasStoredLanguage = (): boolean => {
  const stored = local.get(LANGUAGE_STORAGE_KEY);
  return !!stored && isSupportedLanguage(stored);
};

/** `<html lang dir>` follow the language; ar, fa and ur are right-to-left. */
export function applyDocumentLanguage(code: string): void {
  const root = document.documentElement;
  root.lang = code;
  root.dir = findLanguage(code)?.dir ?? 'ltr';
}

async function ensureBundle(code: string): Promise<boolean> {
  if (code === DEFAULT_LANGUAGE || i18n.hasResourceBundle(code, 'translation')) return true;
  const load = loaderFor(code);
  if (!load) return false;
  try {
    i18n.addResourceBundle(code, 'translation', await load(), true, true);
    return true;
  } catch {
    return false;
  }
}

/** Initialises i18next before the first render, in the detected (or default) language. */
export async function initI18n(initial = detectLanguage() ?? DEFAULT_LANGUAGE): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: { [DEFAULT_LANGUAGE]: { translation: en } },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await applyLanguage(initial);
}

/**
 * Loads and shows a language without remembering it (brand default, start-up). A supported
 * language whose texts are not translated yet still applies (direction, server texts); its
 * missing texts fall back to English.
 */
export async function applyLanguage(code: string): Promise<string> {
  const target = isSupportedLanguage(code) ? code : DEFAULT_LANGUAGE;
  await ensureBundle(target);
  applyDocumentLanguage(target);
  await i18n.changeLanguage(target);
  return target;
}

/** The visitor's choice: shown, remembered under hisLang (SPEC §1). */
export async function chooseLanguage(code: string): Promise<string> {
  const applied = await applyLanguage(code);
  local.set(LANGUAGE_STORAGE_KEY, applied);
  return applied;
}
