import type { FastifyInstance } from 'fastify';

/** One operation of the served OpenAPI document, with what a generated test needs to call it. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI style, `{uuid}`. */
  path: string;
  takesBody: boolean;
  /** Whether the path names one application (`{uuid}`), so the access rule applies. */
  perApplication: boolean;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation the app serves, read from its own OpenAPI document (so a new route is covered without a test edit). */
export async function servedOperations(app: FastifyInstance): Promise<Operation[]> {
  const document = (await app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Partial<Record<(typeof METHODS)[number], { requestBody?: unknown }>>>;
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        takesBody: operation.requestBody !== undefined,
        perApplication: path.includes('{uuid}'),
      });
    }
  }
  return operations;
}

/** Example values for path parameters other than the application's uuid. */
const SAMPLE_PARAMS: Record<string, string> = {
  type: 'PAYSTUB',
  key: 'fe-heloc-maintenance',
  uuid: '00000000-0000-4000-8000-000000000000',
};

/** The operation's URL with its parameters filled in (`uuid` given, others from sample values). */
export function urlOf(operation: Operation, uuid?: string): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(name === 'uuid' && uuid ? uuid : (SAMPLE_PARAMS[name] ?? 'sample')),
  );
}

export const describeOperation = (operation: Operation) => `${operation.method} ${operation.path}`;
