import type { Application } from '@lintel/domain/application/application';
import { standingFor } from '@lintel/domain/application/standing/standing-for';
import type { Standing } from '@lintel/domain/application/standing/standing';
import { parseServerStep, type ServerStep } from '@lintel/domain/server-steps/server-step';
import { engineStateFor } from '@lintel/domain/step-engine/engine-state-for';

/** Where the application stands (decision 172), from its view, its step and the steps it has been in. */
export function standingOf(view: Application, serverStep: string, visited: readonly ServerStep[]): Standing {
  const step = parseServerStep(serverStep);
  return standingFor({
    step,
    application: view,
    visited: visited.at(-1) === step ? visited : [...visited, step],
    engineState: () => engineStateFor(view).state,
  });
}
