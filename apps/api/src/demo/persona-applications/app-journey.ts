import { endpointUrl } from '@lintel/domain/api/endpoint';
import { uploadDocument } from '@lintel/domain/api/endpoints/document-actions';
import { APPLICATION_V3 } from '@lintel/domain/api/endpoints/application-paths';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { isWaitingStep } from '@lintel/domain/server-steps/step-classification';
import type { FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { internalRequestHeaders } from '../../platform/logger.ts';
import type { Journey } from './journey.ts';

export interface AppJourneyOptions {
  applicationId: string;
  jwt: string;
  orgCode: string;
  /** How often a waiting step is polled. */
  pollMs: number;
  /** How long one waiting step may take (its job retries with back-off on failure). */
  waitTimeoutMs: number;
}

/**
 * A journey on a running app: the calls go through the real routes (`inject`, no socket), and the waiting steps are
 * left to the app's own job workers, polled like the browser polls the status.
 */
export function appJourney(app: FastifyInstance, options: AppJourneyOptions): Journey {
  const { applicationId } = options;
  // Internal: the seed's ~200 calls stay out of the request log (their failures still throw and are logged).
  const headers = {
    ...internalRequestHeaders,
    authorization: `Bearer ${options.jwt}`,
    'x-org': options.orgCode,
  };
  const steps: string[] = [];
  const status = async (): Promise<ServerStep> => {
    const response = await app.inject({
      url: `/service-krang-heloc/borrower/secure/api/v1/${applicationId}/status`,
      headers,
    });
    if (response.statusCode !== 200)
      throw new Error(`status answered ${response.statusCode}: ${response.body}`);
    const step = (response.json() as { step: ServerStep }).step;
    if (steps.at(-1) !== step) steps.push(step);
    return step;
  };
  return {
    steps,
    status,
    act(method, path, payload) {
      return app.inject({
        method,
        // `path` names the borrower's call as the drive steps do: what follows …/heloc/{uuid}/.
        url: endpointUrl({ path: `${APPLICATION_V3}/${path}` }, { uuid: applicationId }),
        headers,
        ...(payload ? { payload } : {}),
      });
    },
    call(method, url, payload) {
      return app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    },
    upload(type, body, contentType) {
      return app.inject({
        method: 'PUT',
        url: endpointUrl(
          uploadDocument,
          { uuid: applicationId, type },
          { fileName: `${type.toLowerCase()}.bin` },
        ),
        headers: { ...headers, 'content-type': contentType },
        payload: body,
      });
    },
    async settle() {
      const deadline = Date.now() + options.waitTimeoutMs;
      let step = await status();
      while (isWaitingStep(step)) {
        if (Date.now() > deadline) throw new Error(`still ${step} after ${options.waitTimeoutMs} ms`);
        await sleep(options.pollMs);
        step = await status();
      }
      return step;
    },
  };
}
