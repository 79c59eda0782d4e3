import { hasToken } from '../../../lib/session-token.ts';
import { readDraft } from '../draft/draft-store.ts';
import { redirectFor, type Screen } from './register-v2-steps.ts';
import { screenHref } from './use-screen.ts';

/**
 * No jumping ahead (guide practice 6): where a screen whose earlier answers are missing sends the visitor (the first
 * gap), or undefined when the visitor may stay. Loaded by the registration routes when they open, so the draft store
 * and the journey's rules stay out of every other page's first load (decision 225).
 */
export function registerGuardRedirect(screen: Screen, basePath: string): string | undefined {
  const target = redirectFor(screen, { answers: readDraft().answers, authenticated: hasToken() });
  return target ? screenHref(basePath, target) : undefined;
}
