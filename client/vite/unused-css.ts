import path from 'node:path';
import { PurgeCSS } from 'purgecss';
import type { Plugin } from 'vite';

/**
 * Class families that react-bootstrap builds at run time from a prefix and a prop (`variant="outline-secondary"` →
 * `btn-outline-secondary`, `<Col md={6}>` → `col-md-6`, a modal's `show`), so they never appear whole in our source.
 * Every rule of these components stays; what goes is the utility classes nobody names (most of Bootstrap's size).
 */
const COMPONENT_FAMILIES = [
  /^(accordion|alert|badge|bg|breadcrumb|btn|card|close|col|collapse|collapsing|container|dropdown|fade|form)(-|$)/,
  /^(input-group|invalid|is|list-group|modal|nav|navbar|offcanvas|page|pagination|placeholder|row|show)(-|$)/,
  /^(showing|hiding|hide|spinner|tab|table|text-bg|toast|tooltip|bs|valid|was)(-|$)/,
  /^(bi|xp)-/,
  // ToastContainer's and OverlayTrigger's placement.
  /^(position-(fixed|absolute|relative|static)|(top|bottom|start|end)-(0|50|100)|translate-middle(-x|-y)?)$/,
  /^(active|disabled|visually-hidden|visually-hidden-focusable|sticky-top|order-md-last|order-lg-last)$/,
];

/**
 * Drops the rules of Bootstrap's stylesheet whose selectors name no class, id or element that appears in the client's
 * source: the stylesheet every page waits for before its first paint shrinks to a fraction, and the browser styles
 * the page against far fewer rules. It runs on the module itself, before bundling, so the file's hash follows what
 * it ends up holding.
 */
export function unusedCss(srcDir: string): Plugin {
  return {
    name: 'xplora-unused-css',
    apply: 'build',
    async transform(code, id) {
      if (!/bootstrap\/dist\/css\/bootstrap(\.min)?\.css$/.test(id)) return null;
      const [result] = await new PurgeCSS().purge({
        content: [path.join(srcDir, '**/*.{ts,tsx}'), path.join(srcDir, '../*.html')],
        css: [{ raw: code }],
        safelist: { standard: COMPONENT_FAMILIES, greedy: [/^(btn|form|was|is|show)-?/] },
      });
      return { code: result?.css ?? code, map: null };
    },
  };
}
