import { ALL_ENDPOINTS } from '@lintel/domain/api/endpoints/all-endpoints';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STEP_MODULES } from '../../../../src/features/workflow/steps/all-step-modules.ts';
import { RESOLVERS, STEP_CALLS, STEP_JOBS } from '../../../../src/features/workflow/steps/step-registry.ts';
import { canTransition } from '../../../../src/features/workflow/steps/transitions.ts';

const stepsDir = new URL('../../../../src/features/workflow/steps/', import.meta.url);

describe('the step modules (decision 162)', () => {
  it('all-step-modules.ts lists every *-step.ts file of the folder, one import a line', () => {
    const files = readdirSync(stepsDir).filter((file) => file.endsWith('-step.ts'));
    const list = readFileSync(new URL('all-step-modules.ts', stepsDir), 'utf8');
    const missing = files.filter((file) => !list.includes(`from './${file}';`));
    expect(missing).toEqual([]);
    expect(STEP_MODULES).toHaveLength(files.length);
    expect(new Set(STEP_MODULES.map((m) => m.name)).size).toBe(STEP_MODULES.length);
  });

  it('every action, read and job belongs to one module; every action may move from where it is taken', () => {
    expect(STEP_CALLS.size).toBe(STEP_MODULES.reduce((n, m) => n + m.actions.length + m.reads.length, 0));
    expect(STEP_JOBS.size).toBe(STEP_MODULES.reduce((n, m) => n + m.jobs.length, 0));
    for (const module of STEP_MODULES)
      for (const action of module.actions)
        for (const from of action.from)
          // At least cancelling: a step an action is taken from is an open step of the table.
          expect(
            canTransition(from, 'CANCELLED'),
            `${module.name}: ${action.endpoint.path} from ${from}`,
          ).toBe(true);
  });

  it('serves every workflow endpoint of the contract, each from the module of its step', () => {
    const served = new Set(STEP_CALLS.keys());
    const workflow = ALL_ENDPOINTS.filter((e) => served.has(`${e.method} ${e.path}`));
    expect(workflow).toHaveLength(served.size);
    for (const call of STEP_CALLS.values())
      expect(ALL_ENDPOINTS, `${call.endpoint.method} ${call.endpoint.path}`).toContain(call.endpoint);
  });

  it('resolves every waiting step a module resolves, one resolver each', () => {
    expect([...RESOLVERS.keys()].sort()).toEqual([
      'BPO_PROCESSING',
      'HARD_CREDIT_PULL',
      'WAITING_FOR_CREDIT',
      'WAITING_FOR_INCOME',
      'WAITING_FOR_TITLE',
      'WAITING_FOR_UNDERWRITING',
    ]);
  });
});
