import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const PROBE_ID = '7a0c3d8e-2f55-4c1e-9a57-0d6b7c0e9f11';

/** A route shaped like the portal's real ones (uuid param, strict body), to drive the shared request pipeline. */
export function registerProbeRoute(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/probe/:id',
    {
      schema: {
        params: z.object({ id: z.uuid() }),
        body: z
          .object({
            email: z.email().max(254),
            name: z.string().min(1).max(100),
            amount: z.number().int().min(0).max(1_000_000),
            tags: z.array(z.string().max(20)).max(10).optional(),
          })
          .strict(),
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async () => ({ ok: true as const }),
  );
  app.get('/api/probe/boom', async () => {
    throw new Error('database password is hunter2 at 10.0.0.7');
  });
}
