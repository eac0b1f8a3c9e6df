import { createRequire } from 'node:module';
import path from 'node:path';
import express, { type Router } from 'express';

/**
 * The API reference page, `GET /api/docs`: Swagger UI (swagger-ui-dist, served from node_modules by this router,
 * nothing from a CDN) on `/api/v1/openapi.json`. "Authorize" takes a session token or a partner key (`xpk_…`), sent
 * as `Authorization: Bearer …`, and "Try it out" calls /api/v1 on this same origin. The site's CSP fits it as is
 * (scripts from 'self', inline styles, data: images), so the page adds no exception to it.
 */

const ASSETS = '/docs/assets';
/** The only files of the package the page uses (the package also holds a demo index.html with an inline script). */
const FILES = ['swagger-ui-bundle.js', 'swagger-ui.css', 'favicon-32x32.png'];
const distDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/swagger-ui-bundle.js'));

const PAGE = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Xplora API para aliados comerciales / Partner API</title>
<link rel="icon" href="/api${ASSETS}/favicon-32x32.png">
<link rel="stylesheet" href="/api${ASSETS}/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="/api${ASSETS}/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;

// validatorUrl: null, else Swagger UI sends the document to validator.swagger.io for its badge.
const START = `window.ui = SwaggerUIBundle({
  url: '/api/v1/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  docExpansion: 'list',
  defaultModelsExpandDepth: 0,
  displayRequestDuration: true,
  filter: true,
  validatorUrl: null,
});
`;

/** Mounted at `/api` beside the OpenAPI document. */
export function docsPageRouter(): Router {
  const router = express.Router();
  router.get('/docs', (_req, res) => {
    res.type('text/html').send(PAGE);
  });
  router.get('/docs/start.js', (_req, res) => {
    res.type('text/javascript').send(START);
  });
  for (const file of FILES)
    router.get(`${ASSETS}/${file}`, (_req, res, next) => {
      res.sendFile(path.join(distDir, file), { maxAge: '1d' }, (error) => {
        if (error) next(error);
      });
    });
  return router;
}
