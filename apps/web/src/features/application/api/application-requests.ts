import { endpointUrl } from '@lintel/domain/api/endpoint';
import { APPLICATION_OFFERS, APPLICATION_V1 } from '@lintel/domain/api/endpoints/application-paths';

/**
 * Where an application's first reads go and where their answers are cached, kept apart from their schemas: the
 * route loaders in the entry chunk ask for them before the pages' code arrives (decision 099).
 */
export const applicationPath = (uuid: string) => endpointUrl({ path: APPLICATION_V1 }, { uuid });

/** Under ['application', uuid] so a step change can refresh everything of one application at once. */
export const applicationQueryKey = (uuid: string) => ['application', uuid, 'record'] as const;

export const offersPath = (uuid: string) => endpointUrl({ path: APPLICATION_OFFERS }, { uuid });

export const offersQueryKey = (uuid: string) => ['application', uuid, 'offers'] as const;
