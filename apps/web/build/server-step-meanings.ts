import type { Plugin } from 'vite';

const SERVER_STEP_FILE = /packages[\\/]domain[\\/]src[\\/]server-steps[\\/]server-step\.ts$/;
const WEB_SOURCE = /apps[\\/]web[\\/]src[\\/]/;
const MEANINGS = 'SERVER_STEP_MEANINGS';

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
 * The ranges of server-step.ts's code (already plain JavaScript) holding the sentence each step of
 * `SERVER_STEP_MEANINGS = {...}` is documented with: the values of its properties, which only the server's
 * documentation and the domain's tests read. The keys stay (they are the list of steps).
 */
export function meaningRanges(program: unknown): [number, number][] {
  const ranges: [number, number][] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isNode(node)) return;
    const id = node.id as AstNode | undefined;
    let init = node.init as AstNode | undefined;
    // `{...} as const` is gone by now; a TSAsExpression is unwrapped in case it is not.
    if (init?.type === 'TSAsExpression') init = init.expression as AstNode;
    if (node.type === 'VariableDeclarator' && id?.type === 'Identifier' && id.name === MEANINGS) {
      if (init?.type === 'ObjectExpression')
        for (const property of init.properties as AstNode[]) {
          const value = property.value as AstNode | undefined;
          if (property.type === 'Property' && value?.type === 'Literal' && typeof value.value === 'string')
            ranges.push([value.start, value.end]);
        }
      return;
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'type') visit(child);
  };
  visit(program);
  return ranges;
}

/**
 * Leaves the server steps' descriptions (about 1.5 KB gzip on every application page) out of the web's bundles:
 * the browser needs the steps' names, not what each means (decision 233). A web module that reads the descriptions
 * fails the build instead of showing empty words.
 */
export function serverStepMeanings(): Plugin {
  return {
    name: 'lintel:server-step-meanings',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (WEB_SOURCE.test(id) && code.includes(MEANINGS))
        this.error(
          `${id} reads ${MEANINGS}, which the web build leaves empty (apps/web/build/server-step-meanings.ts)`,
        );
      if (!SERVER_STEP_FILE.test(id)) return null;
      const ranges = meaningRanges(this.parse(code));
      if (ranges.length === 0)
        this.error(`${MEANINGS} was not found in ${id}: update apps/web/build/server-step-meanings.ts`);
      let kept = '';
      let from = 0;
      for (const [start, end] of ranges.sort((a, b) => a[0] - b[0])) {
        kept += `${code.slice(from, start)}""`;
        from = end;
      }
      return { code: kept + code.slice(from), map: null };
    },
  };
}
