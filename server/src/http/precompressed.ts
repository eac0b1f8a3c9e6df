import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';

/**
 * Serves the client build's precompressed twins (`x.js.br`, `x.js.gz`, written by the Vite build) to browsers that
 * accept them: the request is rewritten to the twin, with the original file's Content-Type, Content-Encoding and
 * `Vary: Accept-Encoding`; express.static then serves it (ETag, ranges, caching) as usual. Only paths found by one
 * scan of the build directory at startup are considered, so no request touches the file system here.
 */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

function scan(dir: string, root = dir, found = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && !entry.name.startsWith('.')) scan(full, root, found);
    else if (entry.isFile() && statSync(full).size > 0)
      found.add(`/${path.relative(root, full).split(path.sep).join('/')}`);
  }
  return found;
}

/** Which encodings the client accepts (q=0 refuses), from Accept-Encoding. */
export function accepted(header: string | undefined): Set<string> {
  const names = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) names.add(name);
  }
  return names;
}

/**
 * The client build's files: precompressed twins first, then express.static. Page addresses (no file extension, not
 * found by the startup scan) go on to the renderer without a file-system lookup; a file rebuilt since (npm run dev)
 * has an extension and is still looked up.
 */
export function clientAssets(
  dist: string,
  options: NonNullable<Parameters<typeof express.static>[1]>,
): RequestHandler[] {
  const files = scan(dist);
  const serve = express.static(dist, { ...options, index: false });
  return [
    precompressed(files),
    (req, res, next) => (files.has(req.path) || path.extname(req.path) ? serve(req, res, next) : next()),
  ];
}

function precompressed(files: Set<string>): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !files.has(req.path)) return next();
    const accepts = accepted(req.headers['accept-encoding']);
    const encoding = ENCODINGS.find((e) => accepts.has(e.name) && files.has(req.path + e.suffix));
    res.setHeader('Vary', 'Accept-Encoding');
    if (!encoding) return next();
    res.type(path.extname(req.path));
    res.setHeader('Content-Encoding', encoding.name);
    req.url = req.path + encoding.suffix;
    next();
  };
}
