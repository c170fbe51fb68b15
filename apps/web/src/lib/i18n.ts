import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, findLanguage, isSupportedLanguage, matchLanguage } from '@portal/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { local } from './storage.ts';

type LocaleJson = Record<string, unknown>;

/**
 * One lazily loaded chunk per language, English included: the first screen fetches only the
 * active language's texts (every locale has every key, so English is needed only when a
 * language's chunk fails to load).
 */
const loaders = import.meta.glob<LocaleJson>('@portal/i18n/locales/*.json', { import: 'default' });

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

const fetched = new Map<string, Promise<LocaleJson | undefined>>();

/** Starts (once) fetching a language's texts; undefined when it has none or the fetch failed. */
function fetchBundle(code: string): Promise<LocaleJson | undefined> {
  let texts = fetched.get(code);
  if (!texts) {
    const load = loaderFor(code);
    texts = load ? load().catch(() => undefined) : Promise.resolve(undefined);
    // A failed fetch may succeed next time (a flaky network): forget it.
    void texts.then((json) => {
      if (!json) fetched.delete(code);
    });
    fetched.set(code, texts);
  }
  return texts;
}

async function ensureBundle(code: string): Promise<boolean> {
  if (i18n.hasResourceBundle(code, 'translation')) return true;
  const texts = await fetchBundle(code);
  if (!texts) return false;
  i18n.addResourceBundle(code, 'translation', texts, true, true);
  return true;
}

/** Initialises i18next before the first render, in the detected (or default) language. */
export async function initI18n(initial = detectLanguage() ?? DEFAULT_LANGUAGE): Promise<void> {
  // The texts download while i18next sets itself up.
  void fetchBundle(isSupportedLanguage(initial) ? initial : DEFAULT_LANGUAGE);
  await i18n.use(initReactI18next).init({
    resources: {},
    partialBundledLanguages: true,
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
  // English is the fallback: fetched only when the language's own texts could not be.
  if (!(await ensureBundle(target))) await ensureBundle(DEFAULT_LANGUAGE);
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
