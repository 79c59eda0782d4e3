import { apiErrorSchema } from '@lintel/domain/api/api-error';
import { z } from 'zod';

export const APPLICATION_BASE = '/service-application/api/v1/application/heloc';
export const APPLICATION_BASE_V3 = '/service-application/api/v3/application/heloc';

export const applicationParamsSchema = z.object({ uuid: z.uuid() });

/** Error answers every per-application route can give (401/403 from requireSession, 404 from the access rule). */
export const perApplicationErrors = {
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
} as const;
