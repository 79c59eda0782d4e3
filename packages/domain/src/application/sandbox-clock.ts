import * as z from 'zod/mini';

/**
 * The per-application sandbox clock (issue 18, decision 209): outside production a tester moves one application's
 * time forward, as payment sandboxes' test clocks do, so timed closing events happen at once.
 */
export const SANDBOX_CLOCK_MOVES = ['HOUR', 'DAY', 'NEXT_EVENT'] as const;
export type SandboxClockMove = (typeof SANDBOX_CLOCK_MOVES)[number];

export const sandboxClockBodySchema = z.strictObject({
  advance: z.enum(SANDBOX_CLOCK_MOVES, { error: 'Choose how far to move the clock' }),
});
export type SandboxClockBody = z.infer<typeof sandboxClockBodySchema>;

export const sandboxClockSchema = z.object({
  now: z.string(),
  offsetMs: z.number(),
  step: z.string(),
  /** The next timed closing event and when it is due on this clock, when there is one. */
  nextEvent: z.nullable(z.object({ name: z.string(), at: z.string() })),
});
export type SandboxClock = z.infer<typeof sandboxClockSchema>;
