import express, { type Router } from 'express';
import { getSchema } from '../../../server/src/assembly/schema.js';
import type { RestRoute } from '../route.js';
import { renderDocsPage } from './docs-page.js';
import { buildOpenApi } from './document.js';

/** Mounted at `/api`: `GET /api/v1/openapi.json` and the reference page `GET /api/docs`, built once per process. */
export function openApiRouter(routes: RestRoute[]): Router {
  let built: Promise<{ json: string; html: string }> | undefined;
  const build = () =>
    (built ??= getSchema().then((schema) => {
      const doc = buildOpenApi(routes, schema);
      return { json: JSON.stringify(doc), html: renderDocsPage(doc) };
    }));
  const router = express.Router();
  router.get('/v1/openapi.json', (_req, res, next) => {
    build()
      .then(({ json }) => res.type('application/json').send(json))
      .catch(next);
  });
  router.get('/docs', (_req, res, next) => {
    build()
      .then(({ html }) => res.type('text/html').send(html))
      .catch(next);
  });
  return router;
}
