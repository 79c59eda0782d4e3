import { describe, expect, it } from 'vitest';
import { engineStateFor } from '../../src/step-engine/engine-state-for.ts';
import { JOURNEY, journeyUntil } from './fixtures.ts';

describe('engineStateFor along a borrower journey', () => {
  it.each(JOURNEY.map((step) => [step.name, step.state, step.page] as const))(
    'after "%s" the borrower is in %s on %s',
    (name, state, page) => {
      expect(engineStateFor(journeyUntil(name))).toEqual({ state, page });
    },
  );
});
