import { lenderStateRefusal } from '@lintel/domain/registration/property-address-screen';
import { useOrganisation } from '../../../config/organisation/organisation-context.tsx';
import { NewTabLink } from './new-tab-link.tsx';

interface StateNotLicensedProps {
  /** The property's state, a code the lender holds no licence in. */
  state: string;
  /** The state field already shows the message (after a submit): only the way to the list is added here. */
  messageShown: boolean;
}

/**
 * Said as soon as the chosen address is in a state the lender does not lend in (issue 16, decision 171), with the
 * lender's licence list one link away; the list opens in a new tab so the address typed stays.
 */
export function StateNotLicensed({ state, messageShown }: StateNotLicensedProps) {
  const { companyInfo, heloc } = useOrganisation().orgMetaData;
  const count = heloc.licensedStates.length;
  return (
    <div className="state-not-licensed" role="alert">
      {messageShown ? null : <p className="state-not-licensed__message">{lenderStateRefusal(state)}</p>}
      <p>
        {companyInfo.companyProduct} is offered in {count} {count === 1 ? 'state' : 'states'}.{' '}
        <NewTabLink href={companyInfo.licensesUrl}>See the states we lend in</NewTabLink>
      </p>
    </div>
  );
}
