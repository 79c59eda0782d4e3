import { serverStepSchema } from '@lintel/domain/server-steps/server-step';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PERSONAS } from '../../../../src/providers/personas.ts';
import { canTransition } from '../../../../src/features/workflow/steps/transitions.ts';

// The catalogue (docs/sandbox-scenarios.md, personas*.ts) and the workflow must speak one vocabulary: every step a
// persona lists is a domain server step, and every move between them is one the transition table allows.
describe('sandbox persona step sequences', () => {
  it.each(PERSONAS.map((p) => [p.id, p.steps] as const))('%s uses domain step names', (_id, steps) => {
    expect(() => z.array(serverStepSchema).parse(steps)).not.toThrow();
  });

  it('every move in the catalogue is an allowed transition', () => {
    const refused = PERSONAS.flatMap((p) =>
      p.steps.slice(1).flatMap((to, i) => {
        const from = p.steps[i]!;
        return canTransition(from, to) ? [] : [`${p.id}: ${from} -> ${to}`];
      }),
    );
    expect(refused).toEqual([]);
  });
});
