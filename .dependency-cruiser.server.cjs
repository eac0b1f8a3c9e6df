/**
 * server/src runs one way (issue 18 §1–2): it never imports the REST door or the client, each folder imports only
 * from its own layer or below (scripts/server-layers.cjs), and no import circle leaves a folder.
 * `npm run lint:imports:server` enforces it; `node scripts/import-graph.mjs server` draws the folder-level arrows.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- depcruise reads CommonJS configs
const { layers } = require('./scripts/server-layers.cjs');

// Each layer's path also matches the layers below it (platform is the catch-all), so "above" excludes its own path.
const upward = layers.slice(1).map((layer, index) => ({
  name: `${layer.name}-imports-only-below`,
  comment: `server/src layering: ${layer.name} must not import ${layers
    .slice(0, index + 1)
    .map((l) => l.name)
    .join(', ')}.`,
  severity: 'error',
  from: { path: layer.path, pathNot: layers.slice(0, index + 1).map((l) => l.path) },
  to: { path: layers.slice(0, index + 1).map((l) => l.path) },
}));

module.exports = {
  forbidden: [
    {
      name: 'server-not-rest-or-client',
      comment: 'rest-compat/ and the client are built on the server; the composition root (app/) joins them.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(rest-compat|client|app)/' },
    },
    ...upward,
    {
      name: 'no-circle-between-folders',
      comment:
        'No import circle through two server folders (two entities of one module may reference each other).',
      severity: 'error',
      from: { path: '^server/src/(modules/[^/]+|db/seed|[^/]+)/' },
      to: { circular: true, via: { pathNot: '^server/src/$1/' } },
    },
  ],
  options: {
    includeOnly: '^(server/src|schema|rest-compat/src|client/src|app)/',
    exclude: { path: '\\.test\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs', '.json'] },
  },
};
