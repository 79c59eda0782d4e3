import type { Plugin } from 'vite';

/** What the browser reads of an `endpoint({...})` (decision 161): where the call goes, its body and its answer. */
const WEB_ENDPOINT_FIELDS = new Set(['method', 'path', 'body', 'upload', 'response', 'status']);
const ENDPOINT_FILE = /packages[\\/]domain[\\/]src[\\/]api[\\/]endpoints[\\/][^\\/]+\.ts$/;

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';
}

/**
 * The ranges of an endpoint module's code (already plain JavaScript) that only the server reads: the properties of
 * each `endpoint({...})` call other than WEB_ENDPOINT_FIELDS (the spec's service, the summary and description, the
 * caller, the params, query and header schemas, the refusals), each with the comma after it.
 */
export function serverOnlyEndpointRanges(program: unknown, code: string): [number, number][] {
  const ranges: [number, number][] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isNode(node)) return;
    const callee = node.callee as AstNode | undefined;
    const [definition] = (node.arguments as AstNode[] | undefined) ?? [];
    if (node.type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === 'endpoint') {
      if (definition?.type === 'ObjectExpression') {
        const properties = definition.properties as AstNode[];
        properties.forEach((property, index) => {
          const key = property.key as AstNode | undefined;
          const name = key?.type === 'Identifier' ? key.name : undefined;
          if (property.type !== 'Property' || property.computed || typeof name !== 'string') return;
          if (WEB_ENDPOINT_FIELDS.has(name)) return;
          const comma = /^\s*,/.exec(code.slice(property.end));
          ranges.push([
            property.start,
            properties[index + 1]?.start ?? property.end + (comma?.[0].length ?? 0),
          ]);
        });
      }
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'type') visit(child);
  };
  visit(program);
  return ranges;
}

/**
 * Leaves out of the web's bundles what the endpoints declare for the server and the OpenAPI document only, so a page
 * carries its calls' addresses and answer schemas but not the server's words and checks (decision 120's budget).
 */
export function webEndpoints(): Plugin {
  return {
    name: 'lintel:web-endpoints',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!ENDPOINT_FILE.test(id)) return null;
      const ranges = serverOnlyEndpointRanges(this.parse(code), code);
      if (ranges.length === 0) return null;
      let kept = '';
      let from = 0;
      for (const [start, end] of ranges.sort((a, b) => a[0] - b[0])) {
        kept += code.slice(from, start);
        from = end;
      }
      return { code: kept + code.slice(from), map: null };
    },
  };
}
