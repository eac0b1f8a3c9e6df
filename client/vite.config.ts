import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { iconFont } from './vite/icon-font';
import { unusedCss } from './vite/unused-css';

const root = path.dirname(new URL(import.meta.url).pathname);
const api = process.env.API_URL ?? 'http://127.0.0.1:4000';

/**
 * Writes `.br` and `.gz` twins of the built scripts, styles and documents; the server sends them to browsers that
 * accept them (server/src/http/precompressed.ts), so no request pays for compression.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'xplora-precompress',
    // XPLORA_PRECOMPRESS=0 skips it (the bundle-size test measures gzip itself).
    apply: (_config, { command }) => command === 'build' && process.env.XPLORA_PRECOMPRESS !== '0',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((e) => e.isFile() && /\.(js|mjs|css|html|svg|json)$/.test(e.name))
        .map((e) => path.join(e.parentPath, e.name))
        .filter((file) => !file.includes(`${path.sep}.vite${path.sep}`));
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(file);
          if (data.length < 1024) return;
          const quality = data.length > 1_000_000 ? 9 : constants.BROTLI_MAX_QUALITY;
          await writeFile(
            `${file}.br`,
            await promisify(brotliCompress)(data, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
          );
          await writeFile(`${file}.gz`, await promisify(gzip)(data, { level: 9 }));
        }),
      );
    },
  };
}

// `vite build --ssr src/entry-server.tsx` (npm run build:ssr) makes the server entry of the public pages in dist/ssr;
// the plain build makes the browser's files in dist/client.
/**
 * Pages whose chunks the public first load does not preload (their dependency lists stay out of it): the staff
 * portals' (supplier and admin), named `portal-…`, and the pages a customer reaches from a mailed link (a waitlist
 * offer, a proposed new date), named `link-…`.
 */
const PORTAL_PAGE = /[\\/]client[\\/]src[\\/]pages[\\/](suppliers|admin)[\\/]/;
const LINK_PAGE = /[\\/]client[\\/]src[\\/]pages[\\/](waitlist[\\/]|bookings[\\/]RescheduleProposalPage)/;
const PORTAL_CHUNK = /(^|\/)(portal|link)-[^/]*$/;
const chunkPrefix = (id: string | null) =>
  !id ? '' : PORTAL_PAGE.test(id) ? 'portal-' : LINK_PAGE.test(id) ? 'link-' : '';

/**
 * react-router 7's exports map names only its development build (with its warnings switched on; upstream issue
 * #14102): the browser's build takes the production one, the same code with those warnings off and left out.
 */
const reactRouter = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: path.join(reactRouter, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouter, 'dist/production/dom-export.mjs') },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  root,
  plugins: [
    react(),
    iconFont(path.join(root, 'src')),
    ...(isSsrBuild ? [] : [unusedCss(path.join(root, 'src')), precompress()]),
  ],
  // The CommonJS alias guards the dev server against graphql's "another module or realm" check; the production
  // bundle keeps graphql's ES modules so unused parts are tree-shaken (~49 kB gzip less on the home page).
  resolve: {
    alias:
      command === 'serve'
        ? [{ find: /^graphql$/, replacement: 'graphql/index.js' }]
        : isSsrBuild
          ? []
          : REACT_ROUTER_PRODUCTION,
  },
  optimizeDeps: { exclude: ['graphiql/setup-workers/vite', '@graphiql/react/setup-workers/vite'] },
  server: {
    port: 5173,
    proxy: Object.fromEntries(['/graphql', '/api', '/uploads', '/dev', '/healthz'].map((p) => [p, api])),
  },
  build: isSsrBuild
    ? { outDir: path.resolve(root, '../dist/ssr'), emptyOutDir: true, sourcemap: true }
    : {
        outDir: path.resolve(root, '../dist/client'),
        emptyOutDir: true,
        // .vite/manifest.json: the bundle test walks the entry's static imports, and the server links each
        // server-rendered page's lazy chunk and CSS from it (express.static never serves dotfiles).
        manifest: true,
        chunkSizeWarningLimit: 4000,
        // A staff portal page's chunks load when it does instead of being preloaded with it: the lists of what each
        // page would preload otherwise sit in the entry, the public pages' first load (about 1 kB gzip of it).
        modulePreload: { resolveDependencies: (file, deps) => (PORTAL_CHUNK.test(file) ? [] : deps) },
        rolldownOptions: {
          output: {
            chunkFileNames: (chunk) => `assets/${chunkPrefix(chunk.facadeModuleId)}[name]-[hash].js`,
          },
          input: {
            main: path.resolve(root, 'index.html'),
            graphiql: path.resolve(root, 'graphiql.html'),
            // What production serves at /graphiql to a request without an admin pass (app/graphiql-access.ts).
            'graphiql-pass': path.resolve(root, 'graphiql-pass.html'),
          },
        },
      },
}));
