import type { ApiErrorItem } from '@lintel/domain/api/api-error';
import type {
  Endpoint,
  EndpointAnswer,
  EndpointParsedBody,
  EndpointParsedParams,
  EndpointParsedQuery,
} from '@lintel/domain/api/endpoint';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from '../../../platform/db/db-executor.ts';
import type { ApplicationAccess } from '../../applications/application-guard.ts';
import type { ApplicationAggregate } from '../../applications/application-repository.ts';
import type { Actor, AuditEntry } from '../../audit/audit-log.ts';
import type { Resolver, WorkflowDeps } from '../jobs/workflow-deps.ts';
import type { ApplicationChanges } from './transition-service.ts';

/**
 * A server step, or a family of them, as one module (decision 162): where it may take an application (`moves`), the
 * borrower's calls at it (`actions`, `reads`), the jobs that move an application out of its waiting steps
 * (`resolvers`) and its timed work (`jobs`). `all-step-modules.ts` lists the modules; the transition table, the
 * routes and the job registry are derived from them. A module imports plans and resolvers, never a runner, so the
 * derivation has no import cycle.
 */

/** `from -> [to]`: the moves a module may make. The only place a move is written down. */
export type Moves = Readonly<Partial<Record<ServerStep, readonly ServerStep[]>>>;

export const NOT_AT_THIS_STEP = 'This action is not available at this step of the application';

/** The answer to a call made at a step it does not belong to. */
export function notAtThisStep(reply: FastifyReply) {
  return reply.code(409).send({ errors: [{ message: NOT_AT_THIS_STEP }] });
}

/**
 * The borrower's input was well-formed but the answer is no (a slot taken, a name that does not match): 400 with
 * the message, and the field when there is one. Thrown by a plan, answered by the action runner.
 */
export class ActionRejected extends Error {
  readonly status = 400;
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ActionRejected';
  }
}

/** What an action decided: move to `to`, or stay (`to` absent) and only write. */
export interface ActionPlan {
  to?: ServerStep | undefined;
  /** Column changes of the application, written and audited with the move (or the stay). */
  changes?: ApplicationChanges | undefined;
  /** Extra writes (the encrypted SSN, a closing row), in the same transaction as the move. */
  write?: (tx: Transaction) => Promise<void>;
  /** Provider calls and data the action recorded (masked by the audit writer). */
  audits?: { action: string; before?: unknown; after?: unknown }[];
  /** More of the answer than `{ step }` (e.g. the verification outcome), sent as is. */
  answer?: Record<string, unknown>;
  /**
   * Undoes what `write` did outside the database (an object put in a bucket) when the transaction did not commit,
   * so a failed action keeps nothing.
   */
  undo?: () => Promise<void>;
}

/** A plan; undefined when the action is not available after all (409); errors for an input refused (400). */
export type PlanResult = ActionPlan | ApiErrorItem[] | undefined;

/** A refusal answered before the step check (an upload's size or content type). */
export interface Refusal {
  status: number;
  errors: ApiErrorItem[];
}

/** What a plan knows: the step, who acts, the validated input and the request (an upload's bytes). */
export interface ActionContext<E extends Endpoint = Endpoint> {
  deps: WorkflowDeps;
  current: ServerStep;
  applicationId: string;
  actor: Actor;
  params: EndpointParsedParams<E>;
  query: EndpointParsedQuery<E>;
  body: EndpointParsedBody<E>;
  request: FastifyRequest;
}

/** The context of an action that reads more than the step: the application loaded before the plan. */
export interface LoadedActionContext<E extends Endpoint = Endpoint> extends ActionContext<E> {
  aggregate: ApplicationAggregate;
}

/** The part of the context the after-offer plans read. */
export type PlanContext = Pick<LoadedActionContext, 'current' | 'aggregate' | 'actor'>;

type Plan<C> = (context: C) => PlanResult | Promise<PlanResult>;

export interface StepAction {
  endpoint: Endpoint;
  /** The steps it may be taken from; 409 at any other. */
  from: readonly ServerStep[];
  loadsAggregate: boolean;
  screen?: ((request: FastifyRequest) => Refusal | undefined | Promise<Refusal | undefined>) | undefined;
  plan: Plan<LoadedActionContext>;
}

interface ActionSpec<E extends Endpoint, Loads extends boolean> {
  from: readonly ServerStep[];
  /** Load the application (its borrower, property, documents…) for the plan. */
  aggregate?: Loads;
  /** Refuses the raw input before the step check (what Fastify's schemas cannot say, e.g. an upload's bytes). */
  screen?: (request: FastifyRequest) => Refusal | undefined | Promise<Refusal | undefined>;
  /** May call providers: no transaction is open yet. */
  plan: Plan<Loads extends true ? LoadedActionContext<E> : ActionContext<E>>;
}

/** A borrower's action at a step: its endpoint of the contract, the steps it is taken from and its plan. */
export function stepAction<E extends Endpoint, Loads extends boolean = false>(
  endpoint: E,
  spec: ActionSpec<E, Loads>,
): StepAction {
  return {
    endpoint,
    from: spec.from,
    loadsAggregate: spec.aggregate === true,
    screen: spec.screen,
    plan: spec.plan as Plan<LoadedActionContext>,
  };
}

/** What a read's handler gets: the application the guard let through, and the reply for a refusal. */
export interface ReadContext<E extends Endpoint = Endpoint> {
  deps: WorkflowDeps;
  access: ApplicationAccess;
  params: EndpointParsedParams<E>;
  query: EndpointParsedQuery<E>;
  request: FastifyRequest;
  reply: FastifyReply;
}

type ReadAnswer<E extends Endpoint> = EndpointAnswer<E> | FastifyReply;

export interface StepRead {
  endpoint: Endpoint;
  handle: (context: ReadContext) => Promise<unknown> | unknown;
}

/** A read the step's page makes (what is on file, the slots on offer); the endpoint's guard runs first. */
export function stepRead<E extends Endpoint>(
  endpoint: E,
  handle: (context: ReadContext<E>) => Promise<ReadAnswer<E>> | ReadAnswer<E>,
): StepRead {
  return { endpoint, handle: handle as StepRead['handle'] };
}

/** What a timed job decided: the move and what is written with it, in one transaction (jobs/step-jobs.ts). */
export interface StepJobOutcome {
  from: ServerStep;
  to: ServerStep;
  changes?: ApplicationChanges | undefined;
  audits?: Omit<AuditEntry, 'applicationId' | 'actor'>[];
  write?: (tx: Transaction) => Promise<void>;
}

/**
 * Timed work a module queues (the notary session's end, the rescission period's end, funding): `run` reads the
 * application (no transaction open, providers may be called) and answers the move, or undefined when there is
 * nothing to do (the application moved on, a second run). A move that went stale meanwhile is dropped.
 */
export interface StepJob {
  name: string;
  actor: Actor;
  run: (deps: WorkflowDeps, applicationId: string) => Promise<StepJobOutcome | undefined>;
}

export interface StepModule {
  name: string;
  moves: Moves;
  actions: readonly StepAction[];
  reads: readonly StepRead[];
  resolvers: Readonly<Partial<Record<ServerStep, Resolver>>>;
  jobs: readonly StepJob[];
}

export function defineStepModule(spec: { name: string } & Partial<Omit<StepModule, 'name'>>): StepModule {
  return {
    name: spec.name,
    moves: spec.moves ?? {},
    actions: spec.actions ?? [],
    reads: spec.reads ?? [],
    resolvers: spec.resolvers ?? {},
    jobs: spec.jobs ?? [],
  };
}
