/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import contractPackage from '../package.json' with { type: 'json' };
import * as constants from './constants.ts';
import * as contract from './index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const packageDir = resolve(here, '..');

/** Whether an import or re-export survives compilation (`import type`, `export type` are erased). */
function isLoaded(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) return !node.isTypeOnly;
  const clause = node.importClause;
  if (!clause) return true;
  if (clause.isTypeOnly) return false;
  const named = clause.namedBindings;
  if (clause.name || !named || ts.isNamespaceImport(named)) return true;
  return named.elements.length === 0 || named.elements.some((element) => !element.isTypeOnly);
}

/** Module specifiers a source file loads at run time: its imports, re-exports and `import('…')`. */
function specifiersOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (isLoaded(node) && ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) found.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every module a source file reaches: relative files followed, packages listed by name. */
function importGraph(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const walk = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of specifiersOf(file)) {
      if (specifier.startsWith('.')) walk(resolve(dirname(file), specifier));
      else packages.add(specifier);
    }
  };
  walk(entry);
  return { files: [...files], packages: [...packages] };
}

/** The entries the web imports; none may reach zod (nor any other package). */
const zodFreeEntries = ['./constants', './endpoints', './patterns', './mobile', './ledger-kinds'] as const;
const exportsMap: Record<string, string> = contractPackage.exports;

describe('zod-free entries', () => {
  it('the import graph reader sees zod where it is loaded, and not through type-only imports', () => {
    expect(importGraph(resolve(here, 'bets.ts')).packages).toContain('zod');
    expect(importGraph(resolve(here, 'index.ts')).packages).toContain('zod');
    expect(specifiersOf(resolve(here, 'endpoints.ts'))).toEqual([]);
  });

  it.each(zodFreeEntries)('%s imports no package, so no zod', (entry) => {
    const file = exportsMap[entry];
    expect(file).toBeDefined();
    expect(importGraph(resolve(packageDir, file!)).packages).toEqual([]);
  });
});

describe('constants', () => {
  it('hold the values of the wire', () => {
    expect(constants.HEADER_TOKEN).toBe('x-session-token');
    expect(constants.HEADER_LANGUAGE).toBe('language');
    expect(constants.HEADER_OPERATOR_KEY).toBe('x-operator-key');
    expect(constants.HEADER_REQUEST_ID).toBe('x-request-id');
    expect(constants.BET_STATUSES).toEqual(['open', 'settled', 'rolled_back']);
    expect(constants.GAME_TAGS).toEqual(['new', 'hot', 'jackpot']);
    expect(constants.WALLET_SOCKET_PATH).toBe('/wps/ws');
  });

  it('are re-exported by the main entry', () => {
    for (const [name, value] of Object.entries(constants)) expect(contract[name as keyof typeof contract]).toBe(value);
  });
});
