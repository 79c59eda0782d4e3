import { useOrganisation } from '../../config/organisation/organisation-context.tsx';

/** Digits and a leading plus only: what a tel: link dials. */
export function telHref(phoneFormatted: string): string {
  return `tel:${phoneFormatted.replace(/[^\d+]/g, '')}`;
}

/** The lender's phone number as a link a phone can dial (error, hold, decline and review pages). */
export function LenderPhoneLink() {
  const { phoneFormatted } = useOrganisation().orgMetaData.companyInfo;
  return <a href={telHref(phoneFormatted)}>{phoneFormatted}</a>;
}
