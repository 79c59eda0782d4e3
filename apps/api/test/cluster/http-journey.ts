import { endpointUrl } from '@lintel/domain/api/endpoint';
import { APPLICATION_V3 } from '@lintel/domain/api/endpoints/application-paths';
import { uploadDocument } from '@lintel/domain/api/endpoints/document-actions';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { isWaitingStep } from '@lintel/domain/server-steps/step-classification';
import type { ActionMethod, ActionResponse, Journey } from '../../src/demo/persona-applications/journey.ts';

/** One call of the journey: which process answered it, as a balancer's round robin would have sent it. */
export interface ServedCall {
  method: string;
  path: string;
  process: number;
  status: number;
}

export interface HttpJourneyOptions {
  /** The processes' base URLs: each call goes to the next, round robin. */
  urls: string[];
  applicationId: string;
  jwt: string;
  orgCode: string;
  pollMs: number;
  /** How long one waiting step may take on the processes' own job workers. */
  waitTimeoutMs: number;
}

/**
 * The borrower's journey over HTTP, each call to the next process in turn, so the drive steps of the persona seed and
 * the API tests (demo/persona-applications/drive-steps.ts) walk the workflow through a cluster. The waiting steps
 * are left to the processes' job workers and polled as the browser polls.
 */
export function httpJourney(options: HttpJourneyOptions): Journey & { served: ServedCall[] } {
  const served: ServedCall[] = [];
  const steps: string[] = [];
  const headers = { authorization: `Bearer ${options.jwt}`, 'x-org': options.orgCode };

  async function send(
    method: ActionMethod,
    path: string,
    body?: { json: object } | { bytes: Buffer; contentType: string },
  ): Promise<ActionResponse> {
    const process = served.length % options.urls.length;
    const response = await fetch(`${options.urls[process]}${path}`, {
      method,
      headers: {
        ...headers,
        ...(body && 'json' in body ? { 'content-type': 'application/json' } : {}),
        ...(body && 'bytes' in body ? { 'content-type': body.contentType } : {}),
      },
      ...(body ? { body: 'json' in body ? JSON.stringify(body.json) : new Uint8Array(body.bytes) } : {}),
    });
    const text = await response.text();
    served.push({ method, path, process, status: response.status });
    return { statusCode: response.status, body: text, json: () => JSON.parse(text) as unknown };
  }

  const status = async (): Promise<ServerStep> => {
    const response = await send(
      'GET',
      `/service-krang-heloc/borrower/secure/api/v1/${options.applicationId}/status`,
    );
    if (response.statusCode !== 200)
      throw new Error(`status answered ${response.statusCode}: ${response.body}`);
    const step = (response.json() as { step: ServerStep }).step;
    if (steps.at(-1) !== step) steps.push(step);
    return step;
  };

  return {
    served,
    steps,
    status,
    act: (method, path, payload) =>
      send(
        method,
        endpointUrl({ path: `${APPLICATION_V3}/${path}` }, { uuid: options.applicationId }),
        payload ? { json: payload } : undefined,
      ),
    call: (method, url, payload) => send(method, url, payload ? { json: payload } : undefined),
    upload: (type, bytes, contentType) =>
      send(
        'PUT',
        endpointUrl(
          uploadDocument,
          { uuid: options.applicationId, type },
          { fileName: `${type.toLowerCase()}.bin` },
        ),
        { bytes, contentType },
      ),
    async settle() {
      const deadline = Date.now() + options.waitTimeoutMs;
      let step = await status();
      while (isWaitingStep(step)) {
        if (Date.now() > deadline) throw new Error(`still ${step} after ${options.waitTimeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, options.pollMs));
        step = await status();
      }
      return step;
    },
  };
}
