import type { Organisation } from '@lintel/domain/organisation/organisation';
import { Modal } from '../../../components/ui/modal.tsx';
import { paths } from '../../../config/paths.ts';
import type { PropertyModal } from './property-modal-for.ts';

/** The other brand's register page; `?org=` picks the lender on a page load (decision 007). */
export function counterpartRegisterHref(orgCode: string): string {
  return `${paths.registerV2.getHref()}?org=${encodeURIComponent(orgCode)}`;
}

interface PropertyModalsProps {
  modal: PropertyModal;
  organisation: Organisation;
  onClose: () => void;
  onContinue: () => void;
}

export function PropertyModals({ modal, organisation, onClose, onContinue }: PropertyModalsProps) {
  const { companyName, companyProduct } = organisation.orgMetaData.companyInfo;
  const { kind, nyCounterpartOrgCode, nyCounterpartCompanyName, hawaiiPartner } =
    organisation.orgMetaData.heloc;
  const where = kind.endsWith('_NY') ? 'outside of New York' : 'New York';
  const counterpartHref = nyCounterpartOrgCode ? counterpartRegisterHref(nyCounterpartOrgCode) : '';
  return (
    <>
      <Modal title="This property needs a different lender" open={modal === 'new-york'} onClose={onClose}>
        <p>
          Looks like you are applying with a property located in {where}. To start a {companyProduct}{' '}
          application, please visit{' '}
          {/* Spec 001 §2 '{company}': the counterpart lender's name, which the server copies in (decision 078). */}
          <a href={counterpartHref}>{nyCounterpartCompanyName ?? nyCounterpartOrgCode}</a>.
        </p>
        <div className="button-group">
          <a className="button" href={counterpartHref}>
            Go
          </a>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Change address
          </button>
        </div>
      </Modal>
      <Modal title="We do not lend in Hawaii" open={modal === 'hawaii'} onClose={onClose}>
        <p>Looks like you are applying with a property located in Hawaii.</p>
        <p>{companyName} does not lend in Hawaii, but our partner lender does.</p>
        <div className="button-group">
          {hawaiiPartner ? (
            <a className="button" href={hawaiiPartner.url} rel="noopener noreferrer">
              Apply with {hawaiiPartner.name}
            </a>
          ) : null}
          <button type="button" className="button button--secondary" onClick={onClose}>
            Change address
          </button>
        </div>
      </Modal>
      <Modal title="This property is in a disaster area" open={modal === 'disaster'} onClose={onClose}>
        <p>
          This property is in a ZIP code affected by a recent natural disaster. Before we can lend, the
          property may need a post-disaster inspection to confirm its condition, which can add time to your
          application.
        </p>
        <div className="button-group">
          <button type="button" className="button" onClick={onContinue}>
            I understand, continue
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Change address
          </button>
        </div>
      </Modal>
    </>
  );
}
