/**
 * Fails when a locale lacks a key English has, has a key English lacks, has an empty text or
 * uses different placeholders. Run by `npm test` (SPEC: every text in every language).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareLocale, flattenKeys } from '../src/keys.ts';
import { languageCodes } from '../src/languages.ts';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'locales');
const load = (code: string) => flattenKeys(JSON.parse(readFileSync(join(dir, `${code}.json`), 'utf8')));

/** `npm run i18n:check -- ja ko` checks only those locales. */
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));
const problems: string[] = [];
const wanted = only.length ? only : languageCodes;
for (const code of wanted) if (!files.includes(code)) problems.push(`${code}: locale file missing`);
for (const f of files)
  if (!languageCodes.includes(f)) problems.push(`${f}: locale file for a language that is not offered`);

const source = load('en');
// English is compared with itself too, for its plural forms.
for (const code of wanted.filter((c) => files.includes(c))) {
  for (const p of compareLocale(code, source, load(code))) {
    problems.push(`${p.locale}: ${p.problem} ${p.key}${p.detail ? ` (${p.detail})` : ''}`);
  }
}
const keyCount = Object.keys(source).length;
if (problems.length) {
  console.error(problems.slice(0, 200).join('\n'));
  console.error(`i18n check: ${problems.length} problem(s) across ${languageCodes.length} locales`);
  process.exit(1);
}
console.log(`i18n check: ${wanted.length} locales × ${keyCount} keys, all complete`);
