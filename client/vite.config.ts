import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.dirname(new URL(import.meta.url).pathname);
const api = process.env.API_URL ?? 'http://127.0.0.1:4000';

export default defineConfig(({ command }) => ({
  root,
  plugins: [react()],
  // The CommonJS alias guards the dev server against graphql's "another module or realm" check; the production
  // bundle keeps graphql's ES modules so unused parts are tree-shaken (~49 kB gzip less on the home page).
  resolve: { alias: command === 'serve' ? [{ find: /^graphql$/, replacement: 'graphql/index.js' }] : [] },
  optimizeDeps: { exclude: ['graphiql/setup-workers/vite', '@graphiql/react/setup-workers/vite'] },
  server: {
    port: 5173,
    proxy: Object.fromEntries(['/graphql', '/api', '/uploads', '/dev', '/healthz'].map((p) => [p, api])),
  },
  build: {
    outDir: path.resolve(root, '../dist/client'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      input: { main: path.resolve(root, 'index.html'), graphiql: path.resolve(root, 'graphiql.html') },
    },
  },
}));
