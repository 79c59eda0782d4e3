import type { ServerStep } from '@lintel/domain/server-steps/server-step';

/** What an action call answers; Fastify's `inject` response has this shape. */
export interface ActionResponse {
  statusCode: number;
  body: string;
  json(): unknown;
}

export type ActionMethod = 'GET' | 'POST' | 'PUT';

/**
 * One application driven through the borrower's own calls, as the browser makes them. The persona seed drives one on
 * the running server, whose job workers resolve the waiting steps; the API tests drive one on a test app whose jobs
 * they run themselves. Only `settle` differs between the two.
 */
export interface Journey {
  /** The server steps seen so far, a repeated step once. */
  readonly steps: string[];
  status(): Promise<ServerStep>;
  act(method: ActionMethod, path: string, payload?: object): Promise<ActionResponse>;
  /** A call outside the application's paths, by its full path (the income-link sandbox's sign-in). */
  call(method: ActionMethod, url: string, payload?: object): Promise<ActionResponse>;
  /** PUT of a document of `type` (the server checks the leading bytes). */
  upload(type: string, body: Buffer, contentType: string): Promise<ActionResponse>;
  /** Polls, lets the waiting step's jobs run, and answers the step they left the application on. */
  settle(): Promise<ServerStep>;
}

/** Fails with the steps so far unless the action answered 200 with `step`; then polls once, as the browser does. */
export async function expectStep(j: Journey, response: ActionResponse, step: ServerStep): Promise<void> {
  const body = response.json() as { step?: string };
  if (response.statusCode !== 200 || body.step !== step)
    throw new Error(
      `Expected ${step}, got ${response.statusCode} ${JSON.stringify(body)} (steps ${j.steps.join(' > ')})`,
    );
  await j.status();
}
