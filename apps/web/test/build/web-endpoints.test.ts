import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { serverOnlyEndpointRanges } from '../../build/web-endpoints.ts';

const source = `import { endpoint } from '../endpoint.ts';
export const rename = endpoint({
  method: 'PUT',
  path: '/things/:id/name',
  service: 'things',
  summary: 'Rename a thing’s name — «quickly»',
  caller: 'signed-in',
  params: thingParams,
  query: thingQuery,
  headers: thingHeaders,
  body: renameBody,
  response: thingAnswer,
  status: 201,
  errors: [400, 409],
});
export const other = { caller: 'not an endpoint' };
`;

function withoutServerOnly(code: string): string {
  let kept = '';
  let from = 0;
  for (const [start, end] of serverOnlyEndpointRanges(parseAst(code), code)) {
    kept += code.slice(from, start);
    from = end;
  }
  return kept + code.slice(from);
}

describe('the web build keeps what the browser reads of an endpoint (decision 161)', () => {
  it('keeps the method, path, body, answer and status; leaves out the server-only fields', () => {
    const code = withoutServerOnly(source);
    expect(() => parseAst(code)).not.toThrow();
    for (const kept of [
      "method: 'PUT'",
      "path: '/things/:id/name'",
      'body: renameBody',
      'response: thingAnswer',
    ])
      expect(code).toContain(kept);
    expect(code).toContain('status: 201');
    for (const left of [
      'service:',
      'summary:',
      '’',
      "caller: 'signed-in'",
      'params:',
      'query:',
      'headers:',
      'errors:',
    ])
      expect(code).not.toContain(left);
    expect(code).toContain("export const other = { caller: 'not an endpoint' };");
  });
});
