import type { Application } from '@lintel/domain/application/application';
import { applicationHref } from './application-pages.ts';

/**
 * Where an application's standing sends the borrower (decision 172): the page it names, or the application home
 * when that page is not built yet (the home then stands in for it and says so) or the standing is unknown.
 */
export function standingHref({ uuid, standing }: Pick<Application, 'uuid' | 'standing'>): string {
  if (!standing?.pageBuilt) return applicationHref(uuid);
  return applicationHref(uuid, standing.page, standing.search);
}
