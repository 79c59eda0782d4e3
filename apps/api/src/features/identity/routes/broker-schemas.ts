import { brokerKindSchema } from '@lintel/domain/identity/identity';
import { z } from 'zod';

export const brokerParamsSchema = z.object({ kind: brokerKindSchema });

export const brokerQuerySchema = z.object({ redirectUrl: z.string().max(2048).optional() });

/** The spec's "headers organisation and application name"; the organisation itself is resolved from x-org. */
export const brokerHeadersSchema = z.object({ 'application-name': z.string().max(64).optional() });
