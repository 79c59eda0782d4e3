import { apiErrorSchema } from '@lintel/domain/api/api-error';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import {
  newApplication,
  signedInIdentity,
  type TestIdentity,
} from '../features/applications/application-test-kit.ts';
import { manualClock } from '../features/identity/identity-test-kit.ts';
import { describeOperation, servedOperations, urlOf, type Operation } from './openapi-operations.ts';

/**
 * Issue 16: every operation of the OpenAPI document gets hostile input (malformed JSON, wrong types, control
 * characters, huge strings, deep nesting, prototype keys) from a signed-in borrower who owns an application; each
 * answer is a 4xx with the `{ errors }` list or a success, never a 5xx. Bounded: a fixed seed and a few cases an
 * operation, so the run takes seconds and a failure replays exactly.
 */
const clock = manualClock();
let t: TestApp;
let owner: TestIdentity;
let applicationId: string;
let operations: Operation[];

const CASES_PER_OPERATION = 8;
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const control = fc.constantFrom('\u0000', '\u0007', '\u001b[31m', '\u007f', '\ud800');
const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  control.map((c) => `A${c}B`),
  fc.constant('x'.repeat(70_000)),
  fc.constant("'; drop table applications; --"),
);
const hostileKey = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'a\u0000'),
);
/** A body as raw text: JSON of the wrong shape, or not JSON at all. */
const hostileBody: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    'null',
    'true',
    '12',
    '"text"',
    nested(5000),
    '{"__proto__":{"x":1}}',
  ),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc
    .dictionary(
      hostileKey,
      fc.oneof(
        hostileString,
        fc.integer(),
        fc.double(),
        fc.constant(null),
        fc.array(hostileString, { maxLength: 3 }),
      ),
    )
    .map((v) => JSON.stringify(v)),
);

beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await signedInIdentity(t.db, clock);
  applicationId = await newApplication(t.db, clock, owner);
  operations = await servedOperations(t.app);
});
afterAll(() => t.close());

describe('fuzz of every operation (issue 16)', () => {
  it('answers hostile input with a 4xx and an errors list, never a 5xx', async () => {
    expect(operations.length).toBeGreaterThan(40);
    const samples = fc.sample(fc.tuple(hostileBody, hostileString), {
      numRuns: CASES_PER_OPERATION,
      seed: 1625,
    });
    for (const operation of operations) {
      for (const [body, query] of samples) {
        const url = `${urlOf(operation, applicationId)}?q=${encodeURIComponent(query.slice(0, 2000).replace(/[\ud800-\udfff]/g, '?'))}`;
        const response = await t.app.inject({
          method: operation.method,
          url,
          headers: { ...owner.headers, 'content-type': 'application/json' },
          ...(operation.method === 'GET' ? {} : { payload: body }),
        });
        const call = `${describeOperation(operation)} with ${JSON.stringify(body.slice(0, 80))}`;
        expect(response.statusCode, call).toBeLessThan(500);
        if (response.statusCode >= 400 && response.headers['content-type']?.toString().includes('json'))
          expect(
            apiErrorSchema.safeParse(response.json()).success,
            `${call}: ${response.body.slice(0, 200)}`,
          ).toBe(true);
      }
    }
  });
});
