import { endpointUrl } from '@lintel/domain/api/endpoint';
import { SERVER_STEP_STATUS } from '@lintel/domain/api/endpoints/application-paths';

/** The status call's address and cache key, apart from its schema (decision 099: the route loader asks early). */
export const serverStepPath = (uuid: string) => endpointUrl({ path: SERVER_STEP_STATUS }, { uuid });

export const serverStepQueryKey = (uuid: string) => ['application', uuid, 'server-step'] as const;
