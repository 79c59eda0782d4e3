import { openStatus, operatingHours, operatingHoursWeek } from '@lintel/domain/api/endpoints/operating-hours';
import { OPERATING_HOURS_TIME_ZONE } from '@lintel/domain/constants/shell-limits';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { isOpenAt } from './open-status.ts';
import { findWeek } from './operating-hours-repository.ts';
import { pacificMoment } from './pacific-time.ts';

// openStatus is polled every 60 s (spec 001 §9): a shared cache may hold it for less than that.
const OPEN_STATUS_CACHE = 'public, max-age=30';
const WEEK_CACHE = 'public, max-age=300';

function notFound(reply: FastifyReply, department: string) {
  return reply
    .code(404)
    .send({ errors: [{ message: `No operating hours for ${department}`, field: 'department' }] });
}

/** Spec 001 §7 "Operating hours", per organisation (x-org), times in Pacific Time (decision 066). */
export function operatingHoursRoutes(app: FastifyInstance, { db, clock, endpoints }: FeatureOptions): void {
  for (const target of [operatingHours, operatingHoursWeek]) {
    endpoints(app, target, async ({ params, request, reply }) => {
      const { department } = params;
      const weekdays = await findWeek(db, request.organisation.orgCode, department);
      if (weekdays.length === 0) return notFound(reply, department);
      reply.header('cache-control', WEEK_CACHE).header('vary', 'x-org');
      return { department, timeZone: OPERATING_HOURS_TIME_ZONE, weekdays };
    });
  }

  endpoints(app, openStatus, async ({ params, request, reply }) => {
    const { department } = params;
    const weekdays = await findWeek(db, request.organisation.orgCode, department);
    if (weekdays.length === 0) return notFound(reply, department);
    const moment = pacificMoment(clock.now());
    reply.header('cache-control', OPEN_STATUS_CACHE).header('vary', 'x-org');
    return { department, isOpen: isOpenAt(weekdays, moment), timeZone: OPERATING_HOURS_TIME_ZONE, ...moment };
  });
}
