import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usedIcons } from '../../client/vite/used-icons.js';
import { buildClient } from './support/client-build.js';

/**
 * Client speed budget (issue 8): the home page's first-load JavaScript — the entry chunk and everything it imports
 * statically, as Vite's build manifest lists them — gzipped, and route-level code splitting: the supplier and admin
 * portals, GraphiQL and the rich-text editor are never statically reachable from a public page.
 *
 * The client is built fresh into a temporary directory (about 10–25 s), so the test never judges a stale dist/ and
 * `npm run test:api` does not depend on `npm run build`.
 */

/** The budget, in bytes of gzip (level 6, as Vite reports); see tests/bench/README.md. */
const FIRST_LOAD_LIMIT = 200_000;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Modules that belong to the staff portals or to developer tools. */
const PRIVATE_MODULES = [
  /^src\/pages\/admin\//,
  /^src\/pages\/suppliers\//,
  /^src\/app\/layouts\/PortalLayout/,
  /RichTextEditor/,
  /^graphiql\.html$/,
  /node_modules\/(graphiql|@graphiql|monaco-editor|monaco-graphql|prettier)\//,
  /node_modules\/(@tiptap|prosemirror-[a-z-]+)\//,
];
const PRIVATE_CHUNK_NAMES = /graphiql|monaco|RichText|tiptap|quill|prettier/i;

let outDir: string;
let manifest: Manifest;

/** Keys of every chunk loaded with `keys` (static imports only, recursively). */
function staticClosure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

function gzipBytes(file: string): number {
  return gzipSync(readFileSync(path.join(outDir, file))).length;
}

function dynamicEntry(src: RegExp): string {
  const key = Object.keys(manifest).find((k) => manifest[k]!.isDynamicEntry && src.test(k));
  if (!key) throw new Error(`no hay un chunk dinámico para ${src}`);
  return key;
}

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'xplora-bundle-'));
  await buildClient(outDir);
  manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}, 240_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('client bundle', () => {
  it(`keeps the home page's first-load JavaScript under ${FIRST_LOAD_LIMIT / 1000} kB gzipped`, () => {
    const home = staticClosure(['index.html']);
    const sizes = [...home].map((key) => ({ key, bytes: gzipBytes(manifest[key]!.file) }));
    const total = sizes.reduce((sum, s) => sum + s.bytes, 0);
    const css = [...home]
      .flatMap((key) => manifest[key]!.css ?? [])
      .reduce((sum, file) => sum + gzipBytes(file), 0);
    const largest = sizes
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 5)
      .map((s) => `${manifest[s.key]!.file} ${(s.bytes / 1000).toFixed(1)} kB`);
    console.log(
      `home first-load JS: ${(total / 1000).toFixed(1)} kB gzip in ${home.size} chunks ` +
        `(limit ${FIRST_LOAD_LIMIT / 1000} kB); CSS ${(css / 1000).toFixed(1)} kB; ` +
        `largest: ${largest.join(', ')}`,
    );
    expect(home.size).toBeGreaterThan(1);
    expect(total).toBeLessThanOrEqual(FIRST_LOAD_LIMIT);
  });

  it('never reaches the portals, GraphiQL or the rich-text editor statically from a public page', () => {
    // Sanity: the private screens exist as their own lazy chunks.
    for (const src of [
      /^src\/pages\/admin\/AdminDashboardPage/,
      /^src\/pages\/suppliers\/SupplierDashboardPage/,
      /RichTextEditor/,
    ])
      expect(manifest[dynamicEntry(src)]!.file).toMatch(/\.js$/);
    expect(manifest['graphiql.html']?.isEntry).toBe(true);

    const publicPages = [
      'index.html',
      dynamicEntry(/^src\/pages\/search\/SearchPage/),
      dynamicEntry(/^src\/pages\/activity\/ActivityPage/),
      dynamicEntry(/^src\/pages\/help\/HelpPage/),
    ];
    for (const page of publicPages) {
      const reachable = staticClosure([page]);
      const leaks = [...reachable].filter(
        (key) =>
          PRIVATE_MODULES.some((pattern) => pattern.test(key)) ||
          PRIVATE_CHUNK_NAMES.test(manifest[key]!.file),
      );
      expect(leaks, `${page} carga estáticamente ${leaks.join(', ')}`).toEqual([]);
    }
  });

  it('ships only the icons the client names: a small font and a class for each one', async () => {
    const codepoints = JSON.parse(
      readFileSync('node_modules/bootstrap-icons/font/bootstrap-icons.json', 'utf8'),
    ) as Record<string, number>;
    const names = await usedIcons('client/src', codepoints);
    expect(names).toEqual(expect.arrayContaining(['cart3', 'search', 'heart', 'star-fill']));
    const home = staticClosure(['index.html']);
    const css = [...home]
      .flatMap((key) => manifest[key]!.css ?? [])
      .map((file) => readFileSync(path.join(outDir, file), 'utf8'))
      .join('');
    for (const name of names) expect(css, name).toContain(`.bi-${name}:before`);
    expect(css).not.toContain('.bi-alarm-fill:before');
    const font = /url\(\/?(assets\/bootstrap-icons-[\w-]+\.woff2)\)/.exec(css)?.[1];
    expect(font).toBeTruthy();
    expect(readFileSync(path.join(outDir, font!)).length).toBeLessThan(20_000);
  });
});
