import { applicationUuidFromPath } from '@lintel/domain/shell-rules/url-rules';

/** Spec 001 §2: the leave-survey is offered on logout only on these application routes, and only once. */
const SURVEY_ROUTES = ['liens', 'product/select', 'identity', 'signing/sign'];
export const LEAVE_SURVEY_STORAGE_KEY = 'lintel_leave_survey_done';

/** True on `/{uuid}/liens`, `/{uuid}/product/select`, `/{uuid}/identity`, `/{uuid}/signing/sign` (any base). */
export function isLeaveSurveyRoute(pathname: string): boolean {
  const uuid = applicationUuidFromPath(pathname);
  if (!uuid) return false;
  const rest = pathname.slice(pathname.indexOf(uuid) + uuid.length).replace(/^\/|\/$/g, '');
  return SURVEY_ROUTES.includes(rest);
}

function alreadyTriggered(): boolean {
  try {
    return localStorage.getItem(LEAVE_SURVEY_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

export function shouldOfferLeaveSurvey(pathname: string, enabled: boolean): boolean {
  return enabled && isLeaveSurveyRoute(pathname) && !alreadyTriggered();
}

/** "It is disabled once triggered": remembered for the browser, not just the tab. */
export function markLeaveSurveyTriggered(): void {
  try {
    localStorage.setItem(LEAVE_SURVEY_STORAGE_KEY, '1');
  } catch {
    // Storage refused: the survey may be offered again, which is harmless.
  }
}
