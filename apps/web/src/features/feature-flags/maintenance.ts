import { maintenanceVariablesSchema } from '@lintel/domain/reference-data/feature-flags';
import type { DecisionAnswer, MaintenanceVariables } from '@lintel/domain/reference-data/feature-flags';

/** Maintenance routes are paths under the HELOC base (decision 053). */
const HELOC_BASE = '/account/heloc';

function coversPath(route: string, pathname: string): boolean {
  const full = `${HELOC_BASE}/${route.replace(/^\/+|\/+$/g, '')}`;
  return pathname === full || pathname.startsWith(`${full}/`);
}

/**
 * Spec 000 §2: the maintenance page appears on the routes the flag lists, each covering itself and everything below
 * it. Answers the page's variables (with the spec's defaults) when `pathname` is under maintenance, else null.
 */
export function maintenanceFor(decision: DecisionAnswer, pathname: string): MaintenanceVariables | null {
  if (!decision.flagEnabled) return null;
  const variables = maintenanceVariablesSchema.parse(decision.variables);
  const path = pathname.replace(/\/+$/, '') || '/';
  return variables.routes.some((route) => coversPath(route, path)) ? variables : null;
}
