import { useRouter } from '@tanstack/react-router';
import type { RegistrationDraft } from '@lintel/domain/registration/registration-request';
import { readDraft, saveAnswers, useDraft } from '../draft/draft-store.ts';
import { useRegistrationSettings } from '../registration-settings.tsx';
import { nextScreen, previousScreen, screenSlug } from './register-v2-steps.ts';
import type { JourneyState, Screen } from './register-v2-steps.ts';

export function screenHref(basePath: string, screen: Screen): string {
  const slug = screenSlug(screen);
  return slug ? `${basePath}/${slug}` : basePath;
}

/** What every register-v2 screen needs: the draft, its back link, and "save and go on". */
export function useScreen(screen: Screen) {
  const settings = useRegistrationSettings();
  const draft = useDraft();
  const router = useRouter();
  const state: JourneyState = { answers: draft.answers, authenticated: settings.authenticated };
  const previous = previousScreen(screen, state);
  return {
    answers: draft.answers,
    settings,
    backHref: previous ? screenHref(settings.basePath, previous) : undefined,
    /** Saves this screen's answers, then moves to the next screen the new answers call for. */
    saveAndContinue(answers: RegistrationDraft) {
      saveAnswers(answers);
      const next = nextScreen(screen, {
        answers: readDraft().answers,
        authenticated: settings.authenticated,
      });
      if (next) router.history.push(screenHref(settings.basePath, next));
    },
  };
}
