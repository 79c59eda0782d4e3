import type { Endpoint } from '@lintel/domain/api/endpoint';
import { ALL_ENDPOINTS } from '@lintel/domain/api/endpoints/all-endpoints';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

interface JsonSchema {
  type?: string;
  format?: string;
  properties?: Record<string, unknown>;
  additionalProperties?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

interface Operation {
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

let testApp: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  // With an operator token, so the admin endpoints are registered too (decision 130).
  testApp = await createTestApp({ config: { adminToken: 'openapi-contract-test-admin-token-0123456789' } });
  document = (await testApp.app.inject({ url: '/api/docs/json' })).json() as OpenApiDocument;
});
afterAll(() => testApp.close());

function operations(): { name: string; operation: Operation }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );
}

/**
 * A JSON body the document describes: an object with its properties (an empty one only when it takes no other
 * field, `{}` of a call without fields), or a choice of such objects (or null). A record or `{}` is opaque.
 */
function describesProperties(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const objects = branches.filter((branch) => branch.type !== 'null');
    return objects.length > 0 && objects.every(describesProperties);
  }
  if (schema.type !== 'object' || !schema.properties) return false;
  return Object.keys(schema.properties).length > 0 || schema.additionalProperties === false;
}

function isUpload(schema: JsonSchema | undefined): boolean {
  return schema?.type === 'string' && schema.format === 'binary';
}

/** `/x/:uuid/y` and `/x/*` as the document writes them: `/x/{uuid}/y`, `/x/{*}`. */
function documentPath(path: string): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, '{$1}').replace(/\/\*$/, '/{*}');
}

describe('the OpenAPI document describes every call (decision 161)', () => {
  it('describes every body: the properties of a JSON body, the bytes of an upload', () => {
    const opaque = operations().flatMap(({ name, operation }) =>
      Object.entries(operation.requestBody?.content ?? {})
        .filter(([contentType, { schema }]) =>
          contentType === 'application/json' ? !describesProperties(schema) : !isUpload(schema),
        )
        .map(([contentType]) => `${name} (${contentType})`),
    );
    expect(opaque).toEqual([]);
  });

  it('gives every success answer a schema (a 204 has no content)', () => {
    const undescribed = operations().flatMap(({ name, operation }) =>
      Object.entries(operation.responses)
        .filter(([status]) => status.startsWith('2') && status !== '204')
        .filter(([, answer]) => {
          const contents = Object.values(answer.content ?? {});
          return (
            contents.length === 0 ||
            contents.some(({ schema }) => !schema || Object.keys(schema).length === 0)
          );
        })
        .map(([status]) => `${name} ${status}`),
    );
    expect(undescribed).toEqual([]);
  });

  it('registers every endpoint of the contract', () => {
    const registered = new Set(operations().map(({ name }) => name));
    const missing = ALL_ENDPOINTS.map((target) => `${target.method} ${documentPath(target.path)}`).filter(
      (name) => !registered.has(name),
    );
    expect(missing).toEqual([]);
    expect(new Set(ALL_ENDPOINTS.map((target) => `${target.method} ${target.path}`)).size).toBe(
      ALL_ENDPOINTS.length,
    );
  });

  it('lists in ALL_ENDPOINTS every endpoint the endpoint files export', async () => {
    const folder = fileURLToPath(new URL('../../../../packages/domain/src/api/endpoints/', import.meta.url));
    const listed = new Set<unknown>(ALL_ENDPOINTS);
    const unlisted: string[] = [];
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts'))) {
      const exports = (await import(`${folder}${file}`)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exports)) {
        const isEndpoint =
          typeof value === 'object' && value !== null && 'method' in value && 'caller' in value;
        if (isEndpoint && !listed.has(value as Endpoint)) unlisted.push(`${file}: ${name}`);
      }
    }
    expect(unlisted).toEqual([]);
  });
});
