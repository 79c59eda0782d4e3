import type * as z from 'zod/mini';

/** The messages a schema gives for an input, in order; [] when it accepts it. */
export function messagesOf(schema: z.ZodMiniType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** The messages at one dotted field path. */
export function messagesAtPath(schema: z.ZodMiniType, input: unknown, path: string): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => issue.path.map(String).join('.') === path)
    .map((issue) => issue.message);
}
