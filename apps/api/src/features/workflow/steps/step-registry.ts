import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import type { Resolver } from '../jobs/workflow-deps.ts';
import { STEP_MODULES } from './all-step-modules.ts';
import type { StepAction, StepJob, StepModule, StepRead } from './step-module.ts';

/**
 * What the workflow derives from its step modules (decision 162): the transition table, the resolvers of the
 * waiting steps, the timed jobs and the borrower's calls. Nothing here is written by hand.
 */

/** The union of every module's moves, row by row, in module order (the cancel module last). */
export function deriveTransitions(
  modules: readonly StepModule[],
): ReadonlyMap<ServerStep, readonly ServerStep[]> {
  const table = new Map<ServerStep, ServerStep[]>();
  for (const module of modules) {
    for (const [from, moves] of Object.entries(module.moves) as [ServerStep, readonly ServerStep[]][]) {
      const row = table.get(from) ?? [];
      for (const to of moves) if (!row.includes(to)) row.push(to);
      table.set(from, row);
    }
  }
  return table;
}

/** One owner for each waiting step's resolver, each job name and each endpoint: a second one is a mistake. */
function collect<K, V>(entries: [K, V, string][], what: string): ReadonlyMap<K, V> {
  const found = new Map<K, V>();
  const owners = new Map<K, string>();
  for (const [key, value, owner] of entries) {
    if (found.has(key))
      throw new Error(`${what} ${String(key)} is declared by ${owners.get(key)} and ${owner}`);
    found.set(key, value);
    owners.set(key, owner);
  }
  return found;
}

export const TRANSITIONS = deriveTransitions(STEP_MODULES);

export const RESOLVERS: ReadonlyMap<ServerStep, Resolver> = collect(
  STEP_MODULES.flatMap((m) =>
    (Object.entries(m.resolvers) as [ServerStep, Resolver][]).map(
      ([step, r]): [ServerStep, Resolver, string] => [step, r, m.name],
    ),
  ),
  'the resolver of',
);

export const STEP_JOBS: ReadonlyMap<string, StepJob> = collect(
  STEP_MODULES.flatMap((m) => m.jobs.map((job): [string, StepJob, string] => [job.name, job, m.name])),
  'the job',
);

/** Every action and read of the modules, keyed by `METHOD path` (an endpoint is served by one module). */
export const STEP_CALLS: ReadonlyMap<string, StepAction | StepRead> = collect(
  STEP_MODULES.flatMap((m) =>
    [...m.reads, ...m.actions].map((call): [string, StepAction | StepRead, string] => [
      `${call.endpoint.method} ${call.endpoint.path}`,
      call,
      m.name,
    ]),
  ),
  'the call',
);
