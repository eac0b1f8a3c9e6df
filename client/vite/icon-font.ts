import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { usedIcons } from './used-icons';

const require = createRequire(import.meta.url);
const VIRTUAL_ID = 'virtual:icons.css';
const RESOLVED_ID = '\0xplora-icons.css';
/** A data URI survives Vite's url() rewriting and the CSS minifier untouched; the build swaps in the font's file. */
const FONT_PLACEHOLDER = 'data:font/woff2;base64,XPLORA_ICON_FONT';
function iconCss(names: string[], codepoints: Record<string, number>): string {
  const rules = names.map((n) => `.bi-${n}::before { content: "\\${codepoints[n]!.toString(16)}"; }`);
  return `@font-face {
  font-display: block;
  font-family: "bootstrap-icons";
  src: url("${FONT_PLACEHOLDER}") format("woff2");
}
.bi::before, [class^="bi-"]::before, [class*=" bi-"]::before {
  display: inline-block;
  font-family: bootstrap-icons !important;
  font-style: normal;
  font-weight: normal !important;
  font-variant: normal;
  text-transform: none;
  line-height: 1;
  vertical-align: -.125em;
  -webkit-font-smoothing: antialiased;
  -moz-osx-font-smoothing: grayscale;
}
${rules.join('\n')}
`;
}

/**
 * `import 'virtual:icons.css'`: Bootstrap Icons cut to the icons the client uses. The full font is 134 kB and every
 * page downloads it early, beside the scripts; the build keeps only the glyphs named in `srcDir` (about 85, ~10 kB)
 * and their classes. The dev server serves the whole set.
 */
export function iconFont(srcDir: string): Plugin {
  let build = false;
  let names: string[] = [];
  const codepoints = (): Promise<Record<string, number>> =>
    readFile(require.resolve('bootstrap-icons/font/bootstrap-icons.json'), 'utf8').then(JSON.parse);
  return {
    name: 'xplora-icon-font',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (!build) return `@import 'bootstrap-icons/font/bootstrap-icons.css';`;
      const map = await codepoints();
      names = await usedIcons(srcDir, map);
      return iconCss(names, map);
    },
    async generateBundle(_options, bundle) {
      if (!build || names.length === 0) return;
      const map = await codepoints();
      const full = await readFile(require.resolve('bootstrap-icons/font/fonts/bootstrap-icons.woff2'));
      const glyphs = names.map((n) => String.fromCodePoint(map[n]!)).join('');
      const source = await subsetFont(full, glyphs, { targetFormat: 'woff2' });
      const fileName = this.getFileName(
        this.emitFile({ type: 'asset', name: 'bootstrap-icons.woff2', source }),
      );
      for (const output of Object.values(bundle)) {
        if (output.type !== 'asset' || !output.fileName.endsWith('.css')) continue;
        const css = String(output.source);
        if (css.includes(FONT_PLACEHOLDER)) output.source = css.replaceAll(FONT_PLACEHOLDER, `/${fileName}`);
      }
    },
  };
}
