import { FEATURE_FLAG_KEYS } from '@lintel/domain/reference-data/feature-flag-keys';
import { z } from 'zod';
import { FlagAdminError } from './flag-admin-error.ts';

export type FlagVariables = Record<string, unknown>;

/**
 * Stricter than what evaluation tolerates (`maintenanceVariablesSchema` falls back to defaults): a value an operator
 * types wrong should be refused now, not silently replaced by a default on every page.
 */
const STRICT: Record<string, Record<string, z.ZodType>> = {
  [FEATURE_FLAG_KEYS.maintenance]: {
    routes: z.array(z.string().regex(/^\/[a-z0-9/-]*$/, 'each route is a path such as "/register-v2"')),
    message: z.string().min(1),
    pageTitle: z.string().min(1),
    shouldShowDashboardLink: z.boolean(),
  },
  [FEATURE_FLAG_KEYS.disasterZips]: {
    disasterZips: z.array(z.string().regex(/^\d{5}$/, 'each zip has five digits')),
  },
};

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

/**
 * A variable must be one the flag declares (its default variables name them), of the same JSON type, and pass the
 * flag's own rules where it has some. The message says what is allowed.
 */
export function validateVariables(key: string, declared: FlagVariables, given: FlagVariables): FlagVariables {
  const names = Object.keys(declared);
  for (const [name, value] of Object.entries(given)) {
    if (!(name in declared)) {
      throw new FlagAdminError(
        names.length === 0
          ? `Flag "${key}" has no variables`
          : `Flag "${key}" has no variable "${name}". Its variables: ${names.join(', ')}`,
      );
    }
    const expected = jsonType(declared[name]);
    if (jsonType(value) !== expected) {
      throw new FlagAdminError(
        `Variable "${name}" of "${key}" must be a JSON ${expected}, got ${jsonType(value)}`,
      );
    }
    const rule = STRICT[key]?.[name];
    const checked = rule?.safeParse(value);
    if (checked && !checked.success) {
      const issue = checked.error.issues[0];
      throw new FlagAdminError(`Variable "${name}" of "${key}": ${issue?.message ?? 'invalid value'}`);
    }
  }
  return given;
}
