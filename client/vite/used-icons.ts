import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const ICON_NAME = /\bbi-([a-z0-9]+(?:-[a-z0-9]+)*)/g;

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && /\.(tsx?|html)$/.test(e.name) && !e.name.includes('.test.'))
    .map((e) => path.join(e.parentPath, e.name));
}

/** Every `bi-…` icon the client names (class names are always written out in full, never built from parts). */
export async function usedIcons(srcDir: string, codepoints: Record<string, number>): Promise<string[]> {
  const names = new Set<string>();
  for (const file of await sourceFiles(srcDir)) {
    for (const match of (await readFile(file, 'utf8')).matchAll(ICON_NAME)) {
      if (match[1]! in codepoints) names.add(match[1]!);
    }
  }
  return [...names].sort();
}
