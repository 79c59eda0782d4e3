// Kept apart from the dialogs: the first screen decides on submit and loads property-modals.tsx only when one opens
// (register-v2 first-load budget, decision 120).
import type { Organisation } from '@lintel/domain/organisation/organisation';

const NEW_YORK = 'NY';
const HAWAII = 'HI';

export type PropertyModal = 'new-york' | 'hawaii' | 'disaster' | null;

interface ModalInputs {
  state: string;
  zip: string;
  organisation: Organisation;
  nyModal: boolean;
  disasterZips: readonly string[];
}

/** Spec 000 §2/§5: which modal a chosen property opens, if any. Hawaii and New York stop the journey here. */
export function propertyModalFor({
  state,
  zip,
  organisation,
  nyModal,
  disasterZips,
}: ModalInputs): PropertyModal {
  const { kind, nyCounterpartOrgCode, hawaiiPartner } = organisation.orgMetaData.heloc;
  if (state === HAWAII && kind === 'MAIN' && hawaiiPartner) return 'hawaii';
  const isNyBrand = kind.endsWith('_NY');
  if (nyModal && nyCounterpartOrgCode && (state === NEW_YORK) !== isNyBrand) return 'new-york';
  if (disasterZips.includes(zip)) return 'disaster';
  return null;
}
