import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileURLToPath } from 'node:url';
import { systemClock, type Clock } from './platform/clock.ts';
import type { AppConfig } from './platform/config/env.ts';
import { marksTestEnvironment } from './platform/config/mode.ts';
import type { Database } from './platform/db/database.ts';
import { registerCompression } from './platform/http/compression.ts';
import { refuseControlCharacters } from './platform/http/control-characters.ts';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  registerErrorHandler,
} from './platform/http/error-handler.ts';
import type { FeatureOptions } from './platform/http/feature-options.ts';
import { healthzRoute } from './platform/http/healthz-route.ts';
import { registerNotFound } from './platform/http/not-found.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { adminTokenGuard } from './platform/http/admin-token-guard.ts';
import { createEndpointRoutes } from './platform/http/endpoint-route.ts';
import { registerCounterSweep } from './platform/rate-limit/counter-sweep.ts';
import { postgresRateLimitStore } from './platform/rate-limit/postgres-rate-limit-store.ts';
import { createJobQueue } from './platform/jobs/create-job-queue.ts';
import { createFileStore } from './platform/storage/create-file-store.ts';
import type { FileStore } from './platform/storage/file-store.ts';
import { loggerOptions, type LogLevel, type LogStream } from './platform/logger.ts';
import { createSandboxProviders } from './providers/providers.ts';
import { createMailer } from './providers/mailer/create-mailer.ts';
import type { Mailer } from './providers/mailer/mailer.ts';
// The features, in their dependency order (decision 160): each may import only those above it.
import { registerOrganisationContext } from './features/organisations/organisation-context.ts';
import { loadOrganisationDirectory } from './features/organisations/organisation-directory.ts';
import { refreshOrganisations } from './features/organisations/organisation-refresh.ts';
import { organisationRoute } from './features/organisations/organisation-route.ts';
import { withTestEnvironment } from './features/organisations/test-environment.ts';
import { emailFeature } from './features/email/email-feature.ts';
import { identityFeature } from './features/identity/identity-feature.ts';
import { featureFlagsFeature } from './features/feature-flags/feature-flags-feature.ts';
import { advertisedPricing } from './features/pricing/advertised-pricing.ts';
import { pricingFeature } from './features/pricing/pricing-feature.ts';
import { loanOfficersFeature } from './features/loan-officers/loan-officers-feature.ts';
import { stateLicensesFeature } from './features/state-licenses/state-licenses-feature.ts';
import { addressBookFeature } from './features/address-book/address-book-feature.ts';
import { operatingHoursFeature } from './features/operating-hours/operating-hours-feature.ts';
import { telemetryFeature } from './features/telemetry/telemetry-feature.ts';
import { ceoFeedbackFeature } from './features/ceo-feedback/ceo-feedback-feature.ts';
import { loadBannerFiles } from './features/banners/banner-files.ts';
import { flagAnswers } from './features/feature-flags/flag-answers.ts';
import { bannersFeature } from './features/banners/banners-feature.ts';
import { sitePagesFeature } from './features/site-pages/site-pages-feature.ts';
import { ASSET_PREFIX, registerWeb } from './features/spa/spa-feature.ts';
import { rememberCryptoVisit } from './features/spa/crypto-visit.ts';
import { applicationFeature } from './features/applications/application-feature.ts';
import { applicationGuard } from './features/applications/application-guard.ts';
import { identityHasSsn } from './features/applications/identity-has-ssn.ts';
import { requireSession } from './features/identity/require-session.ts';
import { walletFeature } from './features/notifications/wallet-feature.ts';
import { workflowFeature } from './features/workflow/workflow-feature.ts';
import { jobsFeature } from './features/workflow/jobs/jobs-feature.ts';
import { registrationFeature } from './features/registration/registration-feature.ts';
import { chatFeature } from './features/chat/chat-feature.ts';
import { signersFeature } from './features/signers/signers-feature.ts';
import { signerGuard } from './features/signers/signer-guard.ts';

export type App = FastifyInstance;

export interface BuildAppOptions {
  db: Database;
  config: AppConfig;
  clock?: Clock;
  logLevel?: LogLevel;
  /** Where logs go (stdout by default); tests capture them to check redaction. */
  logStream?: LogStream;
  /** The built SPA; defaults to apps/web/dist. */
  webDistDir?: string;
  /** The email mailer; by default SMTP when configured, else the sandbox (tests hand in a sandbox they read). */
  mailer?: Mailer;
  /** Where uploads are kept; by default S3 when configured, else the database (tests hand in a fake bucket). */
  files?: FileStore;
  /** Hook for tests to add probe routes before the app is sealed. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
}

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** Decision 008: no API body in this portal comes near this; a bigger one is a mistake or an attack. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Plugin order (guide): external (security headers, compression, cookies, rate limit, OpenAPI) -> app (organisations,
 * SPA) -> features in their dependency order (decision 160).
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config, clock = systemClock } = options;
  const app = Fastify({
    ...loggerOptions(options.logLevel ?? (config.nodeEnv === 'test' ? 'silent' : 'info'), options.logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    // Forbidden keys in JSON bodies are refused with a 400 instead of silently stripped.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
    // Only the proxies named in TRUSTED_PROXIES may say who the client is (X-Forwarded-For); anyone else's header
    // is ignored, so a client cannot pick the address its rate limits count against (issue 16).
    trustProxy: config.trustedProxies?.length ? [...config.trustedProxies] : false,
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only; a text body is refused with 415 instead of reaching a schema as a string.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);
  refuseControlCharacters(app);
  // The id in every log line of the request, echoed so a user's report can be matched to the logs.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerSecurityHeaders(app);
  await registerCompression(app);
  await app.register(cookie);
  // Off by default: routes opt in with `config: { rateLimit: {...} }` (identity login and registration do).
  // The counters are in PostgreSQL, so N processes allow what one would (issue 28).
  await app.register(rateLimit, { global: false, store: postgresRateLimitStore(db, clock) });
  // Realtime sockets (the chat's, decision 200); frames are small, a bigger one is refused.
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await registerOpenApi(app, { servePages: config.nodeEnv !== 'production' || config.apiDocs === true });

  // Each lender's advertised figures come from its sheet in force that day (decision 196); a reload re-reads them.
  // A test deployment says so on every page and document, through the organisation object (issue 28).
  const advertised = withTestEnvironment(
    advertisedPricing(db, () => clock.now().toISOString().slice(0, 10)),
    marksTestEnvironment(config),
  );
  registerOrganisationContext(app, await loadOrganisationDirectory(db, config.orgHostMap, advertised), {
    secureCookie: config.nodeEnv === 'production',
  });
  refreshOrganisations(app);
  // The SPA answers every GET no route takes (deep links); the platform's not-found handler is handed its pages.
  const banners = Object.fromEntries(await loadBannerFiles());
  const pages = await registerWeb(app, {
    distDir: options.webDistDir ?? DEFAULT_WEB_DIST,
    productionOnly: config.nodeEnv === 'production',
    pageData: async (organisation, flags) => ({
      banners,
      flags: await flagAnswers(db, organisation.orgCode, flags),
    }),
  });
  registerNotFound(app, {
    assetPrefix: ASSET_PREFIX,
    send: (request, reply, path, query) => {
      // The campaign that marks a crypto-backed line is remembered from the page load (decision 239).
      rememberCryptoVisit(request, reply, { secureCookie: config.nodeEnv === 'production' });
      return pages.send(reply, request.organisation, path, query);
    },
  });

  // The one job queue (decision 140): pg-boss on PostgreSQL, the table queue on PGlite; jobsFeature runs it.
  const jobs = createJobQueue(db, clock, {
    supervise: config.nodeEnv !== 'test',
    onError: (error, job) => app.log.warn({ err: error, jobId: job.id, job: job.name }, 'job attempt failed'),
    // Only the message and code: a driver error's detail can quote row values.
    onBossError: (error) =>
      app.log.error({ message: error.message, code: (error as { code?: string }).code }, 'job queue error'),
  });
  // The shared limits' counters whose window has passed are removed hourly (issue 28).
  registerCounterSweep(app, { db, clock, jobs });
  // The third parties, created once and handed to every feature (decision 160).
  const providers = {
    ...createSandboxProviders({ db, latencyMs: config.sandboxLatencyMs ?? 0 }),
    mailer: options.mailer ?? createMailer(config.smtp, config.mailFrom, db),
  };
  // Who may call an endpoint is declared in the contract; these are the checks each caller name stands for.
  const session = requireSession({ db, config, clock, jobs });
  const endpoints = createEndpointRoutes({
    'signed-in': [session],
    party: [session, applicationGuard(db, 'party')],
    applicant: [session, applicationGuard(db, 'applicant')],
    // The signer area's: an invitation of their own on the application (issue 19; its guard answers 404/403).
    signer: [session, signerGuard(db)],
    admin: [adminTokenGuard(config.adminToken)],
  });
  const files = options.files ?? (await createFileStore(config.s3));
  const features: FeatureOptions = { db, config, clock, jobs, files, providers, endpoints };
  app.decorate('jobs', jobs);
  await app.register(healthzRoute, features);
  await app.register(organisationRoute, features);
  await app.register(emailFeature, features);
  await app.register(identityFeature, { ...features, identityHasSsn });
  await app.register(featureFlagsFeature, features);
  await app.register(pricingFeature, features);
  await app.register(loanOfficersFeature, features);
  await app.register(stateLicensesFeature, features);
  await app.register(addressBookFeature, features);
  await app.register(operatingHoursFeature, features);
  await app.register(telemetryFeature, features);
  await app.register(ceoFeedbackFeature, features);
  await app.register(bannersFeature, features);
  await app.register(sitePagesFeature, features);
  await app.register(applicationFeature, features);
  await app.register(walletFeature, features);
  await app.register(workflowFeature, features);
  await app.register(jobsFeature, features);
  await app.register(registrationFeature, features);
  await app.register(chatFeature, features);
  await app.register(signersFeature, features);
  await options.extend?.(app);
  return app;
}
