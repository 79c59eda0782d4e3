import { useOrganisation } from '../../../config/organisation/organisation-context.tsx';

/** The lender's name and a dialable phone link, for the "what to do" of every page here. */
export function useLender() {
  const { companyName, phoneFormatted } = useOrganisation().orgMetaData.companyInfo;
  return { companyName, phoneFormatted, tel: `tel:${phoneFormatted.replace(/[^\d+]/g, '')}` };
}

export function LenderPhone() {
  const { phoneFormatted, tel } = useLender();
  return <a href={tel}>{phoneFormatted}</a>;
}

/** The closing line of every page: a person to talk to. */
export function CallUs({ lead = 'Questions?' }: { lead?: string }) {
  const { companyName } = useLender();
  return (
    <p>
      {lead} Call {companyName} on <LenderPhone />.
    </p>
  );
}
