import {
  departmentParamsSchema,
  openStatusAnswerSchema,
  operatingHoursAnswerSchema,
  operatingHoursQuerySchema,
} from '../../shell-contracts/operating-hours.ts';
import { endpoint, endpointUrl } from '../endpoint.ts';

/** Spec 001 §7 "Operating hours", per organisation (x-org), times in Pacific Time (decision 066). */
const OPERATING_HOURS_PATH = '/service-operating-hours/external/api/v1/hours/:department';

export const operatingHours = endpoint({
  method: 'GET',
  path: OPERATING_HOURS_PATH,
  service: 'service-operating-hours',
  summary: 'A department’s week (the footer uses OPS_PHONE)',
  caller: 'anyone',
  params: departmentParamsSchema,
  query: operatingHoursQuerySchema,
  response: operatingHoursAnswerSchema,
  errors: [400, 404],
});

export const operatingHoursWeek = endpoint({
  method: 'GET',
  path: `${OPERATING_HOURS_PATH}/week`,
  service: 'service-operating-hours',
  summary: 'A department’s week, Monday to Sunday',
  caller: 'anyone',
  params: departmentParamsSchema,
  query: operatingHoursQuerySchema,
  response: operatingHoursAnswerSchema,
  errors: [400, 404],
});

export const openStatus = endpoint({
  method: 'GET',
  path: `${OPERATING_HOURS_PATH}/openStatus`,
  service: 'service-operating-hours',
  summary: 'Whether the department is open now, in Pacific Time',
  caller: 'anyone',
  params: departmentParamsSchema,
  response: openStatusAnswerSchema,
  errors: [400, 404],
});

/** The address of a department's hours, for tests. */
export function operatingHoursUrl(department: string, view?: 'openStatus' | 'week'): string {
  const target = view === 'openStatus' ? openStatus : view === 'week' ? operatingHoursWeek : operatingHours;
  return endpointUrl(target, { department });
}
