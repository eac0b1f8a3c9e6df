import { AsyncLocalStorage } from 'node:async_hooks';
import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import express, { type Request, type RequestHandler, type Response } from 'express';

/**
 * POST /graphql's body and answer, the two ends Apollo Server leaves to its HTTP integration. Measured against
 * graphql-js alone behind a bare Express route (tests/bench/graphql-floor.ts), the general-purpose pieces cost more
 * than the door needs; these do the same for the requests every client sends and hand everything else to them.
 */

const JSON_TYPE = /^application\/json\s*(?:;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

/**
 * `express.json({ limit })`, with a short path for the body every GraphQL client sends: `application/json` (UTF-8),
 * not compressed, with its length announced and within the limit — read whole and parsed, no charset or stream
 * machinery. Anything else (chunked, compressed, another charset, too large) goes to `express.json`, which answers
 * it as before. Errors carry express.json's `status` and `type`, so the app's error handler words them the same.
 */
export function graphqlBody(limitBytes: number): RequestHandler {
  const general = express.json({ limit: limitBytes });
  return (req, res, next) => {
    const type = req.headers['content-type'];
    const length = Number(req.headers['content-length']);
    if (
      req.method !== 'POST' ||
      type === undefined ||
      !JSON_TYPE.test(type) ||
      req.headers['content-encoding'] !== undefined ||
      req.headers['transfer-encoding'] !== undefined ||
      !(length > 0 && length <= limitBytes) ||
      Object.hasOwn(req, 'body')
    )
      return general(req, res, next);
    const chunks: Buffer[] = [];
    let received = 0;
    // Run in the request's async context: the socket's events arrive outside it, and what runs after `next()` (the
    // SQL counter, the request's logger) reads it. One snapshot per request: `AsyncResource.bind` made an async
    // resource and a deprecation wrapper per handler (three per request).
    const inRequest = AsyncLocalStorage.snapshot();
    const fail = (status: number, type: string, message: string) => {
      cleanup();
      next(Object.assign(new Error(message), { status, statusCode: status, expose: true, type }));
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > length)
        return inRequest(fail, 400, 'request.size.invalid', 'request size did not match content length');
      chunks.push(chunk);
    };
    const onEnd = () => inRequest(finish);
    const finish = () => {
      cleanup();
      if (received !== length)
        return fail(400, 'request.size.invalid', 'request size did not match content length');
      const text = (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, received)).toString('utf8');
      const first = text.trimStart()[0];
      if (first !== '{' && first !== '[')
        return fail(400, 'entity.parse.failed', 'Unexpected token: the body is not a JSON object or array');
      try {
        req.body = JSON.parse(text) as unknown;
      } catch (error) {
        return fail(400, 'entity.parse.failed', (error as Error).message);
      }
      next();
    };
    const onAborted = () => inRequest(fail, 400, 'request.aborted', 'request aborted');
    const onError = (error: Error) => inRequest(fail, 400, 'request.aborted', error.message);
    function cleanup() {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('aborted', onAborted);
      req.off('error', onError);
    }
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('aborted', onAborted);
    req.on('error', onError);
  };
}

/**
 * Apollo Server's Express door (what `@as-integrations/express5` does, on Apollo's public
 * `executeHTTPGraphQLRequest`): the query string cut off the URL instead of `url.parse`, and the answer written with its length — no ETag: an answer to a POST is never reused,
 * and hashing each one cost more than building it (the bench's profile). GET queries keep Express's `send` (ETag, 304).
 */
export function graphqlHandler<C extends BaseContext>(
  apollo: ApolloServer<C>,
  context: (req: Request, res: Response) => Promise<C>,
): RequestHandler {
  apollo.assertStarted('graphqlHandler()');
  return async (req, res) => {
    if (!Object.hasOwn(req, 'body')) req.body = undefined;
    const headers = new HeaderMap();
    for (const name in req.headers) {
      const value = req.headers[name];
      // `Accept: */*` (fetch, curl) chooses what no Accept chooses, JSON, without Apollo's content negotiation.
      if (value === undefined || (name === 'accept' && value === '*/*')) continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const question = req.url.indexOf('?');
    const search = question < 0 ? '' : req.url.slice(question);
    const answer = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method.toUpperCase(), headers, search, body: req.body },
      context: () => context(req, res),
    });
    for (const [name, value] of answer.headers) res.setHeader(name, value);
    res.statusCode = answer.status ?? 200;
    if (answer.body.kind === 'complete') {
      if (req.method !== 'POST') return void res.send(answer.body.string);
      const body = Buffer.from(answer.body.string, 'utf8');
      res.setHeader('Content-Length', body.length);
      res.end(body);
      return;
    }
    for await (const chunk of answer.body.asyncIterator) res.write(chunk);
    res.end();
  };
}
