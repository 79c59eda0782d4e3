import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './api-paths.ts';

const NOT_FOUND = { errors: [{ message: 'Not found' }] };

/** The single-page app's answer to a deep link; app.ts hands it in from features/spa (decision 160). */
export interface PageFallback {
  /** Where the built assets are served: a missing file there is a 404, never the page. */
  assetPrefix: string;
  /** Sends the page for `path`, with the address's `query` (without the `?`, '' when none). */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    query: string,
  ): FastifyReply | Promise<FastifyReply>;
}

/**
 * Unknown API paths (and wrong methods) get the JSON 404; any other GET is a deep link into the SPA and gets
 * index.html, except a missing file under the asset prefix, which must not come back as HTML.
 */
export function registerNotFound(app: FastifyInstance, pages: PageFallback): void {
  app.setNotFoundHandler((request, reply) => {
    const queryAt = request.url.indexOf('?');
    const path = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const isMissingAsset = path.startsWith(pages.assetPrefix) && /\.[a-z0-9]+$/i.test(path);
    if (!isRead || isApiPath(path) || isMissingAsset) return reply.code(404).send(NOT_FOUND);
    return pages.send(request, reply, path, queryAt < 0 ? '' : request.url.slice(queryAt + 1));
  });
}
