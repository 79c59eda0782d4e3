import type { Persona } from './persona-types.ts';
import { DECISION_PERSONAS } from './personas-decisions.ts';
import { INTAKE_PERSONAS } from './personas-intake.ts';

export { HAPPY_BEHAVIOUR } from './persona-building-blocks.ts';

/**
 * The single table of sandbox personas (kept in two files for size). The sandbox providers, docs/sandbox-scenarios.md,
 * the demo seed and the tests all read this table, so a persona cannot behave one way in a test and another in the docs.
 */
export const PERSONAS: readonly Persona[] = [...INTAKE_PERSONAS, ...DECISION_PERSONAS];

/** The first persona, and the answer for every applicant no other rule picks. */
export const HAPPY_PERSONA: Persona = PERSONAS[0]!;
