/**
 * Puts any module's recomputed outcome (JSON) into readable lines: `Reel stops: 3, 17, 5`,
 * `Captured: yes`, one line per item of a list of objects. Keys are the modules' field names, turned
 * from camelCase into words.
 */

export interface WordTexts {
  yes: string;
  no: string;
}

export interface WordLine {
  depth: number;
  label: string;
  value: string;
}

const MAX_LINES = 200;

export function humanizeKey(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function scalar(value: unknown, texts: WordTexts): string | null {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  if (typeof value === 'number' || typeof value === 'bigint') return value.toLocaleString();
  if (typeof value === 'string') return value;
  return null;
}

function isPlainList(value: unknown[]): boolean {
  return value.every((item) => item === null || typeof item !== 'object' || (Array.isArray(item) && isPlainList(item)));
}

function listText(value: unknown[], texts: WordTexts): string {
  return value
    .map((item) => (Array.isArray(item) ? `[${listText(item, texts)}]` : (scalar(item, texts) ?? '')))
    .join(', ');
}

/** A one-line summary of a small object: `Type: shark · Multiplier: 50 · Captured: no`. */
function inlineObject(value: Record<string, unknown>, texts: WordTexts): string | null {
  const parts: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    const text = Array.isArray(item) && isPlainList(item) ? listText(item, texts) : scalar(item, texts);
    if (text === null) return null;
    parts.push(`${humanizeKey(key)}: ${text}`);
  }
  return parts.join(' · ');
}

export function describeOutcome(outcome: unknown, texts: WordTexts): WordLine[] {
  const lines: WordLine[] = [];
  const walk = (value: unknown, label: string, depth: number): void => {
    if (lines.length >= MAX_LINES) return;
    const simple = scalar(value, texts);
    if (simple !== null) {
      lines.push({ depth, label, value: simple });
      return;
    }
    if (Array.isArray(value)) {
      if (isPlainList(value)) {
        lines.push({ depth, label, value: listText(value, texts) });
        return;
      }
      lines.push({ depth, label, value: '' });
      value.forEach((item, index) => walk(item, `#${index + 1}`, depth + 1));
      return;
    }
    const record = value as Record<string, unknown>;
    const inline = depth > 0 ? inlineObject(record, texts) : null;
    if (inline !== null && inline.length <= 160) {
      lines.push({ depth, label, value: inline });
      return;
    }
    if (label) lines.push({ depth, label, value: '' });
    for (const [key, item] of Object.entries(record)) walk(item, humanizeKey(key), label ? depth + 1 : depth);
  };
  walk(outcome, '', 0);
  return lines.filter((line) => line.label !== '' || line.value !== '');
}
