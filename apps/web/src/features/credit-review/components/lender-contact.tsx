import { LenderPhoneLink } from '../../../components/ui/lender-phone-link.tsx';
import { useOrganisation } from '../../../config/organisation/organisation-context.tsx';

/** The lender's name, for the "what to do" of every page here. */
export function useLender() {
  const { companyName } = useOrganisation().orgMetaData.companyInfo;
  return { companyName };
}

/** The closing line of every page: a person to talk to. */
export function CallUs({ lead = 'Questions?' }: { lead?: string }) {
  const { companyName } = useLender();
  return (
    <p>
      {lead} Call {companyName} at <LenderPhoneLink />.
    </p>
  );
}
