import type * as z from 'zod/mini';
import { joinErrorMessages } from '../api/api-error.ts';

/**
 * One line for a field or a form: its messages, duplicates dropped, joined with commas and ending with a period
 * (spec 001 §5), e.g. "Must contain at least one number, Password is not strong enough."
 */
export function summariseIssues(issues: readonly z.core.$ZodIssue[]): string {
  return joinErrorMessages([...new Set(issues.map((issue) => issue.message))]);
}

/** The messages of the issues at one field path (`'propertyAddress.zip'`), in order. */
export function messagesAt(issues: readonly z.core.$ZodIssue[], path: string): string[] {
  return issues.filter((issue) => issue.path.map(String).join('.') === path).map((issue) => issue.message);
}
