import type { QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  endpointUrl,
  type Endpoint,
  type EndpointAnswer,
  type EndpointParams,
} from '@lintel/domain/api/endpoint';
import { apiClient } from './api-client.ts';
import { ApiError } from './api-error.ts';

/**
 * Reads a route loader starts before the page's code (and the schemas in it) has arrived, so the call does not wait
 * for a chunk first (decision 099). The first query of the same query client that asks for the same path within
 * EARLY_ANSWER_MS takes the answer and checks it against its schema; an answer nobody takes is dropped, and later
 * queries fetch as usual. Answers belong to one query client (one app, one test), never to another.
 */
export const EARLY_ANSWER_MS = 10_000;

const byClient = new WeakMap<QueryClient, Map<string, Promise<unknown>>>();

function answersOf(client: QueryClient): Map<string, Promise<unknown>> {
  let answers = byClient.get(client);
  if (!answers) byClient.set(client, (answers = new Map()));
  return answers;
}

export function askEarly(client: QueryClient, path: string): void {
  const answers = answersOf(client);
  if (answers.has(path)) return;
  const answer = apiClient.get(path, z.unknown());
  // A failure is the taking query's to report; until then it is not an unhandled rejection.
  answer.catch(() => undefined);
  answers.set(path, answer);
  setTimeout(() => {
    if (answers.get(path) === answer) answers.delete(path);
  }, EARLY_ANSWER_MS);
}

/** GET `path` checked against `schema`, from the early answer when one is waiting (it is handed out once). */
export async function getAnswer<T>(
  client: QueryClient,
  path: string,
  schema: z.core.$ZodType<T>,
  signal?: AbortSignal,
): Promise<T> {
  const answers = answersOf(client);
  const early = answers.get(path);
  if (!early) return apiClient.get(path, schema, signal ? { signal } : {});
  answers.delete(path);
  const value = await early;
  const checked = z.safeParse(schema, value);
  if (!checked.success)
    throw new ApiError(`Response did not match the expected format for ${path}`, {
      status: 200,
      body: value,
      url: path,
    });
  return checked.data;
}

/**
 * A GET of the contract (decision 161) through the early answers: the endpoint's address filled with `params` (the
 * same address the route loader asked for), its answer checked against the endpoint's response schema.
 */
export function getEndpointAnswer<E extends Endpoint>(
  client: QueryClient,
  target: E,
  params: EndpointParams<E>,
  signal?: AbortSignal,
): Promise<EndpointAnswer<E>> {
  const path = endpointUrl(target, params as Readonly<Record<string, string>> | undefined);
  return getAnswer(client, path, target.response as z.core.$ZodType<EndpointAnswer<E>>, signal);
}
