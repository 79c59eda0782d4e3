import { resolve } from 'node:path';
import { z } from 'zod';
import { developmentKeys, keysFromEnvironment, type AppKeys } from './keys.ts';

export interface AppConfig {
  nodeEnv: 'development' | 'test' | 'production';
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
  /** Seed one demo account per sandbox persona once listening (decision 150); DEMO_PERSONAS, off in production. */
  demoPersonas?: boolean;
  /** Addresses or CIDR ranges of the proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES); none by default. */
  trustedProxies?: readonly string[];
  /** Serve /api/docs in production too (API_DOCS=on); always served outside production. */
  apiDocs?: boolean;
}

const hostMapSchema = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const map: Record<string, string> = {};
    for (const pair of (value ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
      const [host, code] = pair.split('=').map((p) => p.trim());
      if (!host || !code) {
        ctx.addIssue({ code: 'custom', message: `expected host=code pairs separated by commas, got "${pair}"` });
        return z.NEVER;
      }
      map[host.toLowerCase()] = code;
    }
    return map;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
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
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .transform((value) => (value ?? '').split(',').map((p) => p.trim()).filter(Boolean))
    .pipe(
      z.array(
        z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6(), z.enum(['loopback', 'linklocal', 'uniquelocal'])], {
          error: 'expected IP addresses or CIDR ranges (or loopback, linklocal, uniquelocal) separated by commas',
        }),
      ),
    ),
  API_DOCS: z.enum(['on', 'off']).default('off'),
});

/** Parses the environment once at boot; any problem stops the process with every bad variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const keys =
    e.NODE_ENV === 'production'
      ? keysFromEnvironment(e.JWT_SECRET, e.FIELD_ENCRYPTION_KEY)
      : e.JWT_SECRET && e.FIELD_ENCRYPTION_KEY
        ? keysFromEnvironment(e.JWT_SECRET, e.FIELD_ENCRYPTION_KEY)
        : developmentKeys(dataDir);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    ...(e.DATABASE_URL ? { databaseUrl: e.DATABASE_URL } : {}),
    orgHostMap: e.ORG_HOST_MAP,
    keys,
    sandboxLatencyMs: e.SANDBOX_LATENCY_MS,
    registrationsPerIpPerHour: e.REGISTRATIONS_PER_IP_PER_HOUR,
    ...(e.ADMIN_TOKEN ? { adminToken: e.ADMIN_TOKEN } : {}),
    demoPersonas: e.DEMO_PERSONAS ? e.DEMO_PERSONAS === 'on' : e.NODE_ENV !== 'production',
    trustedProxies: e.TRUSTED_PROXIES,
    apiDocs: e.API_DOCS === 'on',
  };
}
