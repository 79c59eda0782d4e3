import { resolve } from 'node:path';
import { z } from 'zod';
import type { S3Settings } from '../storage/s3-file-store.ts';
import { developmentKeys, keysFromEnvironment, type AppKeys } from './keys.ts';
import { productionRefusals } from './production-refusals.ts';

/**
 * The one fact of what this server is (issue 28): `demo` (`npm start`, development and tests) seeds the demo lenders
 * and accounts and has the dev mailbox and the sandbox clock; `production` (NODE_ENV=production) seeds nothing and
 * refuses to start on anything it cannot stand behind (production-refusals.ts).
 */
export type AppMode = 'demo' | 'production';

export interface AppConfig {
  nodeEnv: 'development' | 'test' | 'production';
  mode: AppMode;
  /**
   * The third parties are sandboxes (every one is today): always in the demo, in production only when asked for
   * with SANDBOX_PROVIDERS=on, and then every page, email and document says "Test environment".
   */
  sandboxProviders: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** `postgres://…` selects a PostgreSQL server; unset means embedded PGlite in `dataDir/pglite`. */
  databaseUrl?: string;
  /** host (lower case, without port) -> organisation code. */
  orgHostMap: Record<string, string>;
  keys: AppKeys;
  /** Simulated latency of every sandbox provider call (issue 5: "latency configurable"); 0 when unset. */
  sandboxLatencyMs?: number;
  /** Accounts one IP address may create per hour (decision 014); the browser suite raises it. */
  registrationsPerIpPerHour: number;
  /** Bearer token of the admin flag calls (decision 130); unset, those routes do not exist. */
  adminToken?: string;
  /** Seed one demo account per sandbox persona once listening (decision 150); DEMO_PERSONAS, never in production. */
  demoPersonas?: boolean;
  /** Addresses or CIDR ranges of the proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES); none by default. */
  trustedProxies?: readonly string[];
  /** Serve /api/docs in production too (API_DOCS=on); always served outside production. */
  apiDocs?: boolean;
  /** SMTP relay for the email outbox (SMTP_URL + MAIL_FROM, decision 168); unset, emails go to the sandbox mailer. */
  smtp?: { url: string; from: string };
  /** The sender address of every email (MAIL_FROM); the lender's name is its display name. */
  mailFrom?: string;
  /** Where links in emails point (PUBLIC_URL); `http://localhost:PORT` when unset. */
  publicUrl?: string;
  /** Object storage for uploaded files (S3_*, decision 185); unset, files are kept in the database. */
  s3?: S3Settings;
}

const hostMapSchema = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const map: Record<string, string> = {};
    for (const pair of (value ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const [host, code] = pair.split('=').map((p) => p.trim());
      if (!host || !code) {
        ctx.addIssue({
          code: 'custom',
          message: `expected host=code pairs separated by commas, got "${pair}"`,
        });
        return z.NEVER;
      }
      map[host.toLowerCase()] = code;
    }
    return map;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Loopback unless asked: the demo's accounts and mailbox are nobody else's business (issue 28).
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ORG_HOST_MAP: hostMapSchema,
  JWT_SECRET: z.string().optional(),
  FIELD_ENCRYPTION_KEY: z.string().optional(),
  SANDBOX_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  REGISTRATIONS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  ADMIN_TOKEN: z
    .string()
    .min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DEMO_PERSONAS: z.enum(['on', 'off']).optional(),
  SANDBOX_PROVIDERS: z.enum(['on', 'off']).optional(),
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.union(
          [z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6(), z.enum(['loopback', 'linklocal', 'uniquelocal'])],
          {
            error:
              'expected IP addresses or CIDR ranges (or loopback, linklocal, uniquelocal) separated by commas',
          },
        ),
      ),
    ),
  API_DOCS: z.enum(['on', 'off']).default('off'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z
    .email('must be an email address such as no-reply@lender.example')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) address such as https://portal.lender.example' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3-63 lower-case letters, digits, dots and dashes',
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) address such as https://s3.example.com' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_FORCE_PATH_STYLE: z.enum(['on', 'off']).optional(),
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9!_.*'()/-]*$/, "must use only letters, digits and ! _ . * ' ( ) / -")
    .default(''),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
});

/** S3_* as store settings, or undefined without a bucket; keys come both or neither. */
function s3Settings(e: z.infer<typeof envSchema>): S3Settings | undefined {
  const keys = [e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY].filter(Boolean).length;
  if (keys === 1)
    throw new Error('Invalid environment:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  if (!e.S3_BUCKET) {
    if (e.S3_ENDPOINT || keys > 0)
      throw new Error('Invalid environment:\n  S3_BUCKET: required with the other S3_ settings');
    return undefined;
  }
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    // S3-compatible services mostly want the bucket in the path; AWS itself wants it in the host.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'on' : Boolean(e.S3_ENDPOINT),
    prefix: e.S3_PREFIX,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

/** Parses the environment once at boot; any problem stops the process with every bad variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const mode: AppMode = e.NODE_ENV === 'production' ? 'production' : 'demo';
  if (mode === 'production') {
    const refusals = productionRefusals(e);
    if (refusals.length > 0)
      throw new Error(
        `Invalid environment for NODE_ENV=production:\n${refusals.map((r) => `  ${r}`).join('\n')}`,
      );
  } else if (e.SANDBOX_PROVIDERS === 'off') {
    throw new Error(
      'Invalid environment:\n  SANDBOX_PROVIDERS: off needs real providers, and none is built yet',
    );
  }
  if (e.SMTP_URL && !e.MAIL_FROM)
    throw new Error('Invalid environment:\n  MAIL_FROM: required when SMTP_URL is set');
  const s3 = s3Settings(e);
  const dataDir = resolve(e.DATA_DIR);
  const keys =
    mode === 'production' || (e.JWT_SECRET && e.FIELD_ENCRYPTION_KEY)
      ? keysFromEnvironment(e.JWT_SECRET, e.FIELD_ENCRYPTION_KEY)
      : developmentKeys(dataDir);
  return {
    nodeEnv: e.NODE_ENV,
    mode,
    // Production got here only with SANDBOX_PROVIDERS=on; the demo has nothing else.
    sandboxProviders: true,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    ...(e.DATABASE_URL ? { databaseUrl: e.DATABASE_URL } : {}),
    orgHostMap: e.ORG_HOST_MAP,
    keys,
    sandboxLatencyMs: e.SANDBOX_LATENCY_MS,
    registrationsPerIpPerHour: e.REGISTRATIONS_PER_IP_PER_HOUR,
    ...(e.ADMIN_TOKEN ? { adminToken: e.ADMIN_TOKEN } : {}),
    // Production refused DEMO_PERSONAS=on above: it never creates a demo account.
    demoPersonas: mode === 'demo' && e.DEMO_PERSONAS !== 'off',
    trustedProxies: e.TRUSTED_PROXIES,
    apiDocs: e.API_DOCS === 'on',
    ...(e.SMTP_URL && e.MAIL_FROM ? { smtp: { url: e.SMTP_URL, from: e.MAIL_FROM } } : {}),
    ...(e.MAIL_FROM ? { mailFrom: e.MAIL_FROM } : {}),
    ...(e.PUBLIC_URL ? { publicUrl: e.PUBLIC_URL.replace(/\/+$/, '') } : {}),
    ...(s3 ? { s3 } : {}),
  };
}
