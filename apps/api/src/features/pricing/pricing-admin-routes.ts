import {
  adminPricingExpire,
  adminPricingList,
  adminPricingPublish,
  adminPricingShow,
} from '@lintel/domain/api/endpoints/admin-pricing';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { expirePricing, listPricing, publishPricing, showPricing } from './pricing-admin.ts';
import { PricingAdminError } from './pricing-admin-error.ts';

// As the flag calls: guessing the token is hopeless anyway; the limit keeps a scanner from filling the logs.
const ADMIN_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/**
 * The admin pricing calls of decision 197, registered only when ADMIN_TOKEN is set (the `admin` caller's guard checks
 * it). A published or expired version changes the lender's advertised figures: the organisation directory is
 * reloaded so the next page says what the sheet offers.
 */
export function pricingAdminRoutes(
  app: FastifyInstance,
  { db, clock, config, endpoints }: FeatureOptions,
  reloadOrganisations: () => Promise<void>,
): void {
  if (!config.adminToken) return;
  const options = { config: { rateLimit: ADMIN_RATE_LIMIT } };
  const actor = (request: FastifyRequest) => ({ type: 'SYSTEM' as const, id: `admin-api:${request.ip}` });
  const refuse = (reply: FastifyReply, error: unknown) => {
    if (error instanceof PricingAdminError)
      return reply.code(400).send({ errors: error.problems.map((message) => ({ message })) });
    throw error;
  };

  endpoints(
    app,
    adminPricingList,
    async ({ query, reply }) => {
      try {
        return { versions: await listPricing(db, clock, query.orgCode) };
      } catch (error) {
        return refuse(reply, error);
      }
    },
    options,
  );

  endpoints(
    app,
    adminPricingShow,
    async ({ params, query, reply }) => {
      try {
        return { policy: await showPricing(db, clock, params.orgCode, query.version) };
      } catch (error) {
        return refuse(reply, error);
      }
    },
    options,
  );

  endpoints(
    app,
    adminPricingPublish,
    async ({ params, body, request, reply }) => {
      try {
        const policy = await publishPricing(db, clock, actor(request), params.orgCode, body);
        await reloadOrganisations();
        return reply.code(201).send({ policy });
      } catch (error) {
        return refuse(reply, error);
      }
    },
    options,
  );

  endpoints(
    app,
    adminPricingExpire,
    async ({ params, body, request, reply }) => {
      try {
        const listing = await expirePricing(
          db,
          clock,
          actor(request),
          params.orgCode,
          params.version,
          body.expiresOn,
        );
        await reloadOrganisations();
        return listing;
      } catch (error) {
        return refuse(reply, error);
      }
    },
    options,
  );
}
