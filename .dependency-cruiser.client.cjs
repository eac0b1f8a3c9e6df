/**
 * The client's layers, top first (issue 18 §3): a folder of client/src imports only from its own layer or below.
 * The entries and the router compose the pages; pages use the bottom layers; the bottom never reaches up.
 * `npm run lint:imports:client` enforces it; `scripts/import-graph.mjs client` draws the folder-level arrows
 * (it reads the layers back from the `*-imports-only-below` rules, in this order).
 */
const layers = [
  { name: 'entries', path: '^client/src/[^/]+$' },
  { name: 'app', path: '^client/src/app/' },
  { name: 'pages', path: '^client/src/pages/' },
  { name: 'components', path: '^client/src/components/' },
  { name: 'platform', path: '^client/src/platform/' },
  { name: 'seo', path: '^client/src/seo/' },
  { name: 'base', path: '^client/src/(i18n|ssr|graphql)/' },
];

const upward = layers.slice(1).map((layer, index) => ({
  name: `${layer.name}-imports-only-below`,
  comment: `client/src layering: ${layer.name} must not import ${layers
    .slice(0, index + 1)
    .map((l) => l.name)
    .join(', ')}.`,
  severity: 'error',
  from: { path: layer.path },
  to: { path: layers.slice(0, index + 1).map((l) => l.path) },
}));

module.exports = {
  forbidden: [
    ...upward,
    {
      name: 'no-circular',
      comment: 'No import cycles in client/src (two folders that import each other have no layering).',
      severity: 'error',
      from: { path: '^client/src/' },
      to: { circular: true },
    },
    {
      name: 'client-not-server',
      comment: 'The client shares only schema/ with the server.',
      severity: 'error',
      from: { path: '^client/src/' },
      to: { path: '^(server|rest-compat)/' },
    },
  ],
  options: {
    includeOnly: '^(client/src|schema|server|rest-compat)/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'client/tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
