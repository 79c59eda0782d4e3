import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAst, transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { SERVER_STEPS } from '@lintel/domain/server-steps/server-step';
import { meaningRanges } from '../../build/server-step-meanings.ts';

const file = join(__dirname, '../../../../packages/domain/src/server-steps/server-step.ts');

describe("the web build leaves out the server steps' descriptions (decision 233)", () => {
  it('empties every description of the real server-step.ts and keeps every step name', async () => {
    const { code } = await transformWithOxc(readFileSync(file, 'utf8'), 'server-step.ts');
    const ranges = meaningRanges(parseAst(code));
    expect(ranges).toHaveLength(SERVER_STEPS.length);
    let kept = '';
    let from = 0;
    for (const [start, end] of ranges) {
      kept += `${code.slice(from, start)}""`;
      from = end;
    }
    kept += code.slice(from);
    expect(() => parseAst(kept)).not.toThrow();
    expect(kept).not.toContain('The rescission period is running.');
    for (const step of SERVER_STEPS) expect(kept).toMatch(new RegExp(`\\b${step}: ""`));
  });
});
