/** Flattens a nested locale object into dotted keys (`header.login`). */
export function flattenKeys(obj: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  if (obj && typeof obj === 'object' && !Array.isArray(obj)) {
    for (const [k, v] of Object.entries(obj as Record<string, unknown>)) {
      flattenKeys(v, prefix ? `${prefix}.${k}` : k, out);
    }
  } else if (typeof obj === 'string') {
    out[prefix] = obj;
  } else {
    out[prefix] = String(obj);
  }
  return out;
}

/** i18next placeholders in a text: `{{min}}` → `min`. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1] ?? '').sort();
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

export interface LocaleProblem {
  locale: string;
  key: string;
  problem: 'missing' | 'extra' | 'placeholders' | 'empty' | 'plurals';
  detail?: string;
}

/** The CLDR plural categories of a language (`vi`: other; `ru`: one, few, many, other), sorted. */
export function pluralCategories(locale: string): string[] {
  return [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
}

/**
 * Compares one locale with the English source. Plural keys (`x_one`, `x_other`) are compared by
 * their base, since languages have different plural forms.
 */
export function compareLocale(
  locale: string,
  source: Record<string, string>,
  target: Record<string, string>,
): LocaleProblem[] {
  const problems: LocaleProblem[] = [];
  const base = (k: string) => k.replace(PLURAL, '');
  const targetBases = new Set(Object.keys(target).map(base));
  const sourceBases = new Set(Object.keys(source).map(base));
  const sourcePlaceholders = new Map<string, string>();
  for (const [k, v] of Object.entries(source)) sourcePlaceholders.set(base(k), placeholders(v).join(','));
  for (const k of sourceBases) {
    if (!targetBases.has(k)) problems.push({ locale, key: k, problem: 'missing' });
  }
  for (const [k, v] of Object.entries(target)) {
    const b = base(k);
    if (!sourceBases.has(b)) {
      problems.push({ locale, key: k, problem: 'extra' });
      continue;
    }
    if (v.trim() === '') problems.push({ locale, key: k, problem: 'empty' });
    const want = sourcePlaceholders.get(b) ?? '';
    const got = [...new Set(placeholders(v))].sort().join(',');
    const wantSet = [...new Set(want.split(',').filter(Boolean))].sort().join(',');
    if (got !== wantSet)
      problems.push({ locale, key: k, problem: 'placeholders', detail: `want {${wantSet}} got {${got}}` });
  }
  // A text split by count has exactly the language's categories; a single text serves every count.
  const forms = new Map<string, string[]>();
  for (const k of Object.keys(target)) {
    const m = PLURAL.exec(k);
    if (m) forms.set(base(k), [...(forms.get(base(k)) ?? []), m[1] ?? ''].sort());
  }
  const wanted = pluralCategories(locale).join(',');
  for (const [k, got] of forms) {
    if (got.join(',') !== wanted) {
      problems.push({ locale, key: k, problem: 'plurals', detail: `want ${wanted} got ${got.join(',')}` });
    }
  }
  return problems;
}
