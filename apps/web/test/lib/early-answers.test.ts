import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { EARLY_ANSWER_MS, askEarly, getAnswer } from '../../src/lib/early-answers.ts';
import { ApiError } from '../../src/lib/api-error.ts';
import { createQueryClient } from '../../src/lib/query-client.ts';
import { refusal } from '../msw/handle.ts';
import { requestsTo } from '../msw/requests.ts';
import { server } from '../msw/server.ts';

const PATH = '/service-application/api/v3/application/heloc/abc/offers';
const schema = z.object({ offers: z.array(z.number()) });

/** A server whose answers count up, so a test can tell an early answer from a later fetch. */
function countingServer() {
  let calls = 0;
  server.use(
    http.get(PATH, () => {
      calls += 1;
      return HttpResponse.json({ offers: [calls] });
    }),
  );
}

const sent = () => requestsTo(PATH);

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('early answers (decision 099)', () => {
  it('sends the GET at once and hands its answer, checked, to the first query that asks', async () => {
    countingServer();
    const client = createQueryClient();
    askEarly(client, PATH);
    askEarly(client, PATH);
    expect(await getAnswer(client, PATH, schema)).toEqual({ offers: [1] });
    expect(sent()).toHaveLength(1);
    // Handed out once: the next read is a fresh call.
    expect(await getAnswer(client, PATH, schema)).toEqual({ offers: [2] });
    expect(sent()).toHaveLength(2);
  });

  it('keeps answers to their own query client', async () => {
    countingServer();
    const first = createQueryClient();
    askEarly(first, PATH);
    expect(await getAnswer(createQueryClient(), PATH, schema)).toEqual({ offers: [2] });
    expect(await getAnswer(first, PATH, schema)).toEqual({ offers: [1] });
    expect(sent()).toHaveLength(2);
  });

  it('drops an answer nobody took within the window', async () => {
    countingServer();
    const client = createQueryClient();
    askEarly(client, PATH);
    await vi.advanceTimersByTimeAsync(EARLY_ANSWER_MS);
    expect(await getAnswer(client, PATH, schema)).toEqual({ offers: [2] });
  });

  it('refuses an early answer that does not match the schema, like any other call', async () => {
    server.use(http.get(PATH, () => HttpResponse.json({ offers: 'none' })));
    const client = createQueryClient();
    askEarly(client, PATH);
    const error = await getAnswer(client, PATH, schema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`Response did not match the expected format for ${PATH}`);
  });

  it('passes a failed early call on to the query that takes it', async () => {
    server.use(http.get(PATH, () => refusal(404, 'Not found')));
    const client = createQueryClient();
    askEarly(client, PATH);
    const error = await getAnswer(client, PATH, schema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).message).toBe('Not found.');
  });
});
