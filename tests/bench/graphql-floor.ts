import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { execute, parse, validate, type DocumentNode } from 'graphql';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../server/src/config.js';
import { buildContext } from '../../server/src/assembly/context.js';
import { getSchema } from '../../server/src/assembly/schema.js';

/**
 * The floor of the GraphQL door (never part of the product): the product's own schema, resolvers, context and
 * database, executed by graphql-js alone behind a bare Express JSON route — no Apollo, no helmet, no request log, no
 * metrics, no rate-limit gate; each document parsed and validated once. What it serves per second is the most any
 * work on Apollo's side of the product could reach; what separates it from the bare baseline is graphql-js with
 * type-graphql's resolvers over the read path.
 */
export async function startGraphqlFloor(
  orm: MikroORM,
  config: Config,
): Promise<{ url: string; stop(): Promise<void> }> {
  const schema = await getSchema();
  const documents = new Map<string, DocumentNode>();
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json());
  app.post('/graphql', async (req, res, next) => {
    try {
      const { query, variables } = req.body as { query: string; variables?: Record<string, unknown> };
      let document = documents.get(query);
      if (!document) {
        document = parse(query);
        const errors = validate(schema, document);
        if (errors.length) return void res.status(400).json({ errors });
        documents.set(query, document);
      }
      const contextValue = await buildContext({ em: orm.em, config, ip: req.ip ?? '', requestId: 'floor' });
      res.json(await execute({ schema, document, variableValues: variables, contextValue }));
    } catch (error) {
      next(error);
    }
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
