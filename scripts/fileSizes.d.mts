// Types for scripts/fileSizes.mjs (so TypeScript tests can import it under `strict`).
export interface SizedFile {
  readonly path: string;
  readonly lines: number;
}

export const LINE_LIMIT: number;
export const PARTS: readonly string[];
export function isSource(path: string): boolean;
export function countLines(text: string): number;
export function fileSizeProblems(files: readonly SizedFile[], limit?: number): string[];
export function sourceFiles(root: string): SizedFile[];
