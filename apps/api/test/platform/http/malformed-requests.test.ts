import { apiErrorSchema } from '@lintel/domain/api/api-error';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { PROBE_ID, registerProbeRoute } from './probe-route.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ extend: registerProbeRoute });
});
afterAll(() => testApp.close());

const url = `/api/probe/${PROBE_ID}`;
const valid = { email: 'ana@example.test', name: 'Ana', amount: 10 };
const json = (payload: string): InjectOptions => ({
  method: 'POST',
  url,
  headers: { 'content-type': 'application/json' },
  payload,
});

function nested(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

const cases: Array<[string, InjectOptions, number]> = [
  ['invalid JSON', json('{"email": "ana@example.test",'), 400],
  ['JSON with a trailing garbage', json(`${JSON.stringify(valid)}xyz`), 400],
  ['an array body', json('[1,2,3]'), 400],
  ['a null body', json('null'), 400],
  ['a string body', json('"hello"'), 400],
  ['an empty JSON body', json(''), 400],
  ['text/plain content type', { method: 'POST', url, headers: { 'content-type': 'text/plain' }, payload: 'hi' }, 415],
  ['form-encoded content type', { method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1' }, 415],
  ['an unknown field', json(JSON.stringify({ ...valid, isAdmin: true })), 400],
  ['a number for a string', json(JSON.stringify({ ...valid, name: 42 })), 400],
  ['a string for a number', json(JSON.stringify({ ...valid, amount: '10' })), 400],
  ['a missing required field', json(JSON.stringify({ email: valid.email, amount: 1 })), 400],
  ['a body over 64 KB', json(JSON.stringify({ ...valid, name: 'x'.repeat(70 * 1024) })), 413],
  ['deep nesting', json(nested(5000)), 400],
  ['__proto__ key', json(`{"__proto__":{"polluted":true},"email":"a@b.test","name":"A","amount":1}`), 400],
  ['constructor.prototype key', json(`{"constructor":{"prototype":{"polluted":true}},"name":"A"}`), 400],
  // Issue 16: a NUL reached PostgreSQL and answered 500; control characters are now refused up front.
  ['unicode control characters in a field', json(JSON.stringify({ ...valid, name: 'A\u0000\u0007\u001b[31m' })), 400],
  ['a very long email', json(JSON.stringify({ ...valid, email: `${'a'.repeat(5000)}@example.test` })), 400],
  ['a non-uuid path parameter', { method: 'POST', url: '/api/probe/not-a-uuid', payload: valid }, 400],
  ['a SQL-looking path parameter', { method: 'POST', url: "/api/probe/1'%20or%201=1--", payload: valid }, 400],
  ['an overlong path parameter', { method: 'POST', url: `/api/probe/${'x'.repeat(5000)}`, payload: valid }, 414],
  ['a broken percent-encoding in the path', { method: 'GET', url: '/api/probe/%E0%A4%A' }, 400],
  ['an unknown API route', { method: 'GET', url: '/api/no-such-thing' }, 404],
  ['the wrong method', { method: 'DELETE', url }, 404],
  ['a negative number out of range', json(JSON.stringify({ ...valid, amount: -1 })), 400],
  ['a float for an integer', json(JSON.stringify({ ...valid, amount: 1.5 })), 400],
  ['a huge number', json('{"email":"a@b.test","name":"A","amount":1e400}'), 400],
  ['an oversized array', json(JSON.stringify({ ...valid, tags: Array.from({ length: 500 }, () => 't') })), 400],
  ['an unknown organisation header', { method: 'POST', url, headers: { 'x-org': 'no-such-lender' }, payload: valid }, 400],
  ['an organisation header with control characters', { method: 'GET', url: '/api/organisation', headers: { 'x-org': 'lintel\u0001' } }, 400],
  ['an overlong organisation header', { method: 'GET', url: '/api/organisation', headers: { 'x-org': 'a'.repeat(10_000) } }, 400],
  ['a bogus Content-Length', { ...json(JSON.stringify(valid)), headers: { 'content-type': 'application/json', 'content-length': '3' } }, 400],
  ['invalid UTF-8 bytes', { ...json(''), payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]) }, 400],
];

describe('malformed requests are answered with a readable 4xx, never a 500', () => {
  it.each(cases)('%s', async (_name, request, status) => {
    const response = await testApp.app.inject(request);
    expect(response.statusCode).toBe(status);
    if (status >= 400) {
      const body = apiErrorSchema.parse(response.json());
      for (const error of body.errors) expect(error.message.length).toBeGreaterThan(3);
    }
  });

  it('covers at least 20 kinds of malformed request', () => {
    expect(cases.filter(([, , status]) => status >= 400).length).toBeGreaterThanOrEqual(20);
  });

  it('names the field that failed validation', async () => {
    const response = await testApp.app.inject(json(JSON.stringify({ ...valid, name: 42 })));
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'name' })]);
  });

  it('answers an unexpected failure with the generic message and no internals', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/probe/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ errors: [{ message: 'Something unexpected happened' }] });
    expect(response.body).not.toContain('hunter2');
  });

  it.each(['/identity/api/v1/login', '/identity/api/v1/registration/register'])(
    'the real %s refuses broken bodies with 4xx too',
    async (path) => {
      const bodies: Array<[string, string]> = [
        ['application/json', '{"email":'],
        ['application/json', '[]'],
        ['application/json', 'null'],
        ['text/plain', 'email=x'],
        ['application/json', '{"__proto__":{"x":1},"email":"a@b.test","password":"x"}'],
        ['application/json', JSON.stringify({ email: 'x'.repeat(80 * 1024) })],
      ];
      for (const [contentType, payload] of bodies) {
        const response = await testApp.app.inject({
          method: 'POST',
          url: path,
          headers: { 'content-type': contentType },
          payload,
          remoteAddress: `10.9.${bodies.length}.${Math.floor(Math.random() * 250)}`,
        });
        expect(response.statusCode, `${contentType} ${payload.slice(0, 30)}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        apiErrorSchema.parse(response.json());
      }
    },
  );
});
