import express, { type Router } from 'express';
import { getSchema } from '../../../server/src/assembly/schema.js';
import type { RestRoute } from '../route.js';
import { docsPageRouter } from './docs-page.js';
import { buildOpenApi } from './document.js';

/** Mounted at `/api`: `GET /api/v1/openapi.json` (built once per process) and the reference page `GET /api/docs`. */
export function openApiRouter(routes: RestRoute[]): Router {
  let built: Promise<string> | undefined;
  const build = () => (built ??= getSchema().then((schema) => JSON.stringify(buildOpenApi(routes, schema))));
  const router = express.Router();
  router.get('/v1/openapi.json', (_req, res, next) => {
    build()
      .then((json) => res.type('application/json').send(json))
      .catch(next);
  });
  router.use(docsPageRouter());
  return router;
}
