/**
 * server/src's layers, top first (server/src/README.md): a folder imports only from its own layer or
 * below, and folders of one layer never import each other both ways. The composition root (app/) sits above them all.
 */
module.exports.layers = [
  { name: 'assembly', path: '^server/src/(assembly|jobs|db)/|^server/src/(main|server)\\.ts$' },
  { name: 'portals', path: '^server/src/modules/(supplier-portal|admin|partner)/' },
  { name: 'finance', path: '^server/src/modules/finance/' },
  { name: 'review', path: '^server/src/modules/review/' },
  { name: 'booking', path: '^server/src/modules/booking/' },
  { name: 'catalog', path: '^server/src/modules/catalog/' },
  { name: 'supplier', path: '^server/src/modules/supplier/' },
  { name: 'account', path: '^server/src/modules/account/' },
  { name: 'services', path: '^server/src/modules/(mail|media|audit)/' },
  { name: 'platform', path: '^server/src/' },
];

/** A folder of the drawing: modules/<name> → <name>, else the first folder; root files are `root`. */
module.exports.folderOf = (path) => {
  const parts = path.replace(/^server\/src\//, '').split('/');
  if (parts.length === 1) return 'root';
  if (parts[0] === 'modules') return parts.slice(0, 2).join('/');
  return parts[0];
};
