export interface SizedFile {
  file: string;
  size: number;
}
export interface BundleReport {
  entry: SizedFile[];
  entryTotal: number;
  unlisted: string[];
  firstScreen: SizedFile[];
  firstScreenTotal: number;
  css: SizedFile[];
  cssTotal: number;
  chunks: { name: string; files: string[]; size: number }[];
}
export const KB: number;
export const ENTRY_BUDGET: number;
export const CHUNK_BUDGET: number;
export function kb(n: number): string;
export function measureBundle(dist?: string): BundleReport;
export function bundleProblems(report: BundleReport): string[];
export function printBundle(report: BundleReport): void;
