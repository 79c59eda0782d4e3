import type { FastifyInstance } from 'fastify';
import type { SpaPages } from '../../features/spa/spa-feature.ts';
import { ASSET_PREFIX } from '../../features/spa/spa-feature.ts';
import { isApiPath } from './api-paths.ts';

const NOT_FOUND = { errors: [{ message: 'Not found' }] };

/**
 * Unknown API paths (and wrong methods) get the JSON 404; any other GET is a deep link into the SPA and gets
 * index.html, except a missing file under the asset prefix, which must not come back as HTML.
 */
export function registerNotFound(app: FastifyInstance, pages: SpaPages): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const isMissingAsset = path.startsWith(ASSET_PREFIX) && /\.[a-z0-9]+$/i.test(path);
    if (!isRead || isApiPath(path) || isMissingAsset) return reply.code(404).send(NOT_FOUND);
    return pages.send(reply, request.organisation, path);
  });
}
