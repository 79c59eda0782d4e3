import type { Organisation } from '@lintel/domain/organisation/organisation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiPath } from '../../platform/http/api-paths.ts';
import type { OrganisationDirectory } from './organisation-directory.ts';
import { ORG_COOKIE, ORG_HEADER, ORG_QUERY, resolveOrganisation } from './resolve-organisation.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The lender this request acts for; set before any handler runs (decision 007). */
    organisation: Organisation;
  }
  interface FastifyInstance {
    organisations: OrganisationDirectory;
  }
}

const ORG_CODE = /^[a-z0-9][a-z0-9-]{0,63}$/;
const COOKIE_MAX_AGE_S = 60 * 60 * 24 * 365;

function single(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function isPageLoad(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?', 1)[0];
  return path === '/api/organisation' || !isApiPath(request.url);
}

/** Registered on the root instance so every route, including other features', sees `request.organisation`. */
export function registerOrganisationContext(
  app: FastifyInstance,
  directory: OrganisationDirectory,
  /** Production: the cookie is `Secure` whatever the connection looks like from here (TLS ends at the proxy). */
  { secureCookie = false }: { secureCookie?: boolean } = {},
): void {
  app.decorate('organisations', directory);
  app.decorateRequest('organisation', undefined as unknown as Organisation);
  app.addHook('onRequest', async (request, reply) => {
    const header = single(request.headers[ORG_HEADER]);
    if (header !== undefined && !ORG_CODE.test(header)) {
      return reply.code(400).send({ errors: [{ message: 'Unknown organisation', field: ORG_HEADER }] });
    }
    const query = single((request.query as Record<string, unknown> | undefined)?.[ORG_QUERY]);
    const resolution = resolveOrganisation(
      {
        header,
        query: query !== undefined && ORG_CODE.test(query) ? query : undefined,
        cookie: request.cookies[ORG_COOKIE],
        hostname: request.hostname,
        isPageLoad: isPageLoad(request),
      },
      directory,
    );
    if (resolution.kind === 'unknown') {
      return reply.code(400).send({ errors: [{ message: 'Unknown organisation', field: ORG_HEADER }] });
    }
    request.organisation = resolution.organisation;
    if (resolution.rememberInCookie && request.cookies[ORG_COOKIE] !== resolution.organisation.orgCode) {
      reply.setCookie(ORG_COOKIE, resolution.organisation.orgCode, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookie ? true : 'auto',
        maxAge: COOKIE_MAX_AGE_S,
      });
    }
  });
}
