import * as z from 'zod/mini';

/** Operating hours departments (spec 001 §7): the footer asks for OPS_PHONE, chat for OPS_CHAT. */
export const DEPARTMENTS = { phone: 'OPS_PHONE', chat: 'OPS_CHAT' } as const;

export const departmentParamsSchema = z.strictObject({
  department: z
    .string()
    .check(z.regex(/^[A-Z][A-Z0-9_]{0,31}$/, 'Department must be an upper-case code such as OPS_PHONE')),
});

/** `display` is accepted for the spec's callers; the answer is the same (decision 066). */
export const operatingHoursQuerySchema = z.strictObject({
  display: z.optional(z.string().check(z.maxLength(32))),
});

/** 24-hour Pacific Time 'HH:mm'. */
export const clockTimeSchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:mm'));

/** Operating hours entry (spec 001 §3); shell/operating-hours groups them for the footer (`OperatingHoursEntry`). */
export const operatingHoursEntrySchema = z.object({
  weekday: z.string(),
  weekdayValue: z.number().check(z.int(), z.gte(1), z.lte(7)),
  isOpen: z.boolean(),
  startTime: z.nullable(clockTimeSchema),
  endTime: z.nullable(clockTimeSchema),
});

export const operatingHoursAnswerSchema = z.object({
  department: z.string(),
  /** Always America/Los_Angeles: times are Pacific Time. */
  timeZone: z.string(),
  /** Monday (1) to Sunday (7), all seven days. */
  weekdays: z.array(operatingHoursEntrySchema),
});
export type OperatingHoursAnswer = z.infer<typeof operatingHoursAnswerSchema>;

export const openStatusAnswerSchema = z.object({
  department: z.string(),
  isOpen: z.boolean(),
  timeZone: z.string(),
  /** The Pacific weekday and time the answer was computed for. */
  weekdayValue: z.number().check(z.int(), z.gte(1), z.lte(7)),
  time: clockTimeSchema,
});
export type OpenStatusAnswer = z.infer<typeof openStatusAnswerSchema>;
