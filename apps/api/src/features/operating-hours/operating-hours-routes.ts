import { apiErrorSchema } from '@lintel/domain/api/api-error';
import { OPERATING_HOURS_TIME_ZONE } from '@lintel/domain/constants/shell-limits';
import {
  OPERATING_HOURS_PATH,
  departmentParamsSchema,
  openStatusAnswerSchema,
  operatingHoursAnswerSchema,
  operatingHoursQuerySchema,
} from '@lintel/domain/shell-contracts/operating-hours';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { isOpenAt } from './open-status.ts';
import { findWeek } from './operating-hours-repository.ts';
import { pacificMoment } from './pacific-time.ts';

const TAGS = ['service-operating-hours'];
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };
// openStatus is polled every 60 s (spec 001 §9): a shared cache may hold it for less than that.
const OPEN_STATUS_CACHE = 'public, max-age=30';
const WEEK_CACHE = 'public, max-age=300';

function notFound(reply: FastifyReply, department: string) {
  return reply
    .code(404)
    .send({ errors: [{ message: `No operating hours for ${department}`, field: 'department' }] });
}

/** Spec 001 §7 "Operating hours", per organisation (x-org), times in Pacific Time (decision 066). */
export function operatingHoursRoutes(app: FastifyInstance, { db, clock }: FeatureOptions): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const weekSchema = {
    tags: TAGS,
    params: departmentParamsSchema,
    querystring: operatingHoursQuerySchema,
    response: { 200: operatingHoursAnswerSchema, ...errors },
  };

  async function week(request: { params: { department: string }; organisation: { orgCode: string } }, reply: FastifyReply) {
    const { department } = request.params;
    const weekdays = await findWeek(db, request.organisation.orgCode, department);
    if (weekdays.length === 0) return notFound(reply, department);
    reply.header('cache-control', WEEK_CACHE).header('vary', 'x-org');
    return { department, timeZone: OPERATING_HOURS_TIME_ZONE, weekdays };
  }

  typed.get(`${OPERATING_HOURS_PATH}/:department`, { schema: { ...weekSchema, summary: 'A department’s week (the footer uses OPS_PHONE)' } }, week);
  typed.get(`${OPERATING_HOURS_PATH}/:department/week`, { schema: { ...weekSchema, summary: 'A department’s week, Monday to Sunday' } }, week);

  typed.get(
    `${OPERATING_HOURS_PATH}/:department/openStatus`,
    {
      schema: {
        tags: TAGS,
        summary: 'Whether the department is open now, in Pacific Time',
        params: departmentParamsSchema,
        response: { 200: openStatusAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { department } = request.params;
      const weekdays = await findWeek(db, request.organisation.orgCode, department);
      if (weekdays.length === 0) return notFound(reply, department);
      const moment = pacificMoment(clock.now());
      reply.header('cache-control', OPEN_STATUS_CACHE).header('vary', 'x-org');
      return { department, isOpen: isOpenAt(weekdays, moment), timeZone: OPERATING_HOURS_TIME_ZONE, ...moment };
    },
  );
}
