import { useId, useState } from 'react';
import {
  SANDBOX_INSTITUTIONS,
  type LinkSessionResult,
  type SandboxInstitution,
} from '@lintel/domain/application/income-link-sandbox';
import type { IncomeLinkType } from '@lintel/domain/application/income-verification';
import { Modal } from '../../../components/ui/modal.tsx';
import { useOrganisation } from '../../../config/organisation/organisation-context.tsx';
import { SignInPane } from './link-sign-in-pane.tsx';
import './link-widget.css';

export interface LinkedAccount {
  publicToken: string;
  institutionName: string;
}

interface LinkWidgetProps {
  linkToken: string;
  linkType: IncomeLinkType;
  open: boolean;
  onSuccess: (linked: LinkedAccount) => void;
  onExit: () => void;
  /** Leaves for an OAuth institution's own site (the page saves what the return needs first). */
  onLeave: (institution: SandboxInstitution) => void;
}

type Pane =
  | { name: 'consent' }
  | { name: 'select' }
  | { name: 'oauth'; institution: SandboxInstitution }
  | { name: 'credentials'; institution: SandboxInstitution }
  | { name: 'mfa'; institution: SandboxInstitution; username: string; password: string }
  | { name: 'success'; institution: SandboxInstitution; result: LinkSessionResult };

const NOUN: Record<IncomeLinkType, { one: string; choose: string }> = {
  BANK: { one: 'bank', choose: 'Select your bank' },
  PAYROLL: { one: 'payroll provider', choose: 'Select your payroll provider' },
};

/**
 * The income-link provider's widget, as its sandbox (decision 182): consent, a search over the institutions, the
 * sign-in (with a one-time code when asked), an OAuth institution's hand-off to its own site, and the success
 * screen. It never decides an outcome: the sign-in goes to the provider's servers, which answer a public token.
 */
export function LinkWidget({ linkToken, linkType, open, onSuccess, onExit, onLeave }: LinkWidgetProps) {
  const [pane, setPane] = useState<Pane>({ name: 'consent' });
  const titles: Record<Pane['name'], string> = {
    consent: `Connect your ${NOUN[linkType].one}`,
    select: NOUN[linkType].choose,
    oauth: 'You are leaving to sign in',
    credentials: pane.name === 'credentials' ? `Sign in to ${pane.institution.name}` : 'Sign in',
    mfa: 'Enter your security code',
    success: 'Success',
  };
  return (
    <Modal title={titles[pane.name]} open={open} onClose={onExit}>
      <div className="link-widget">
        <p className="link-widget__brand">Sandbox Link · test data only</p>
        {pane.name === 'consent' ? (
          <ConsentPane linkType={linkType} onContinue={() => setPane({ name: 'select' })} />
        ) : null}
        {pane.name === 'select' ? (
          <SelectPane
            linkType={linkType}
            onChoose={(institution) =>
              setPane(
                institution.oauth ? { name: 'oauth', institution } : { name: 'credentials', institution },
              )
            }
          />
        ) : null}
        {pane.name === 'oauth' ? (
          <div className="stack">
            <p>
              You will be taken to {pane.institution.name}&apos;s website to sign in, then brought back here
              to finish.
            </p>
            <button type="button" className="button" onClick={() => onLeave(pane.institution)}>
              Continue to {pane.institution.name}
            </button>
          </div>
        ) : null}
        {pane.name === 'credentials' || pane.name === 'mfa' ? (
          <SignInPane
            key={pane.name}
            linkToken={linkToken}
            pane={pane}
            onMfa={(username, password) =>
              setPane({ name: 'mfa', institution: pane.institution, username, password })
            }
            onConnected={(result) => setPane({ name: 'success', institution: pane.institution, result })}
          />
        ) : null}
        {pane.name === 'success' ? (
          <div className="stack">
            <p>Your {pane.institution.name} account is connected.</p>
            {pane.result.accounts?.length ? (
              <ul className="link-widget__accounts">
                {pane.result.accounts.map((account) => (
                  <li key={account.mask}>
                    {account.name} ending in {account.mask}
                  </li>
                ))}
              </ul>
            ) : null}
            <button
              type="button"
              className="button"
              onClick={() =>
                onSuccess({
                  publicToken: pane.result.publicToken ?? '',
                  institutionName: pane.institution.name,
                })
              }
            >
              Continue
            </button>
          </div>
        ) : null}
        {pane.name !== 'success' ? (
          <button type="button" className="button button--secondary link-widget__exit" onClick={onExit}>
            Cancel
          </button>
        ) : null}
      </div>
    </Modal>
  );
}

function ConsentPane({ linkType, onContinue }: { linkType: IncomeLinkType; onContinue: () => void }) {
  const { companyName } = useOrganisation().orgMetaData.companyInfo;
  return (
    <div className="stack">
      <p>
        {companyName} uses Sandbox Link to read the income your {NOUN[linkType].one} account shows. Your
        sign-in goes to Sandbox Link only; {companyName} never sees it.
      </p>
      <ul>
        <li>Your data is sent encrypted.</li>
        <li>You can disconnect at any time by contacting {companyName}.</li>
      </ul>
      <button type="button" className="button" onClick={onContinue}>
        Continue
      </button>
    </div>
  );
}

function SelectPane({
  linkType,
  onChoose,
}: {
  linkType: IncomeLinkType;
  onChoose: (institution: SandboxInstitution) => void;
}) {
  const [query, setQuery] = useState('');
  const id = useId();
  const matches = SANDBOX_INSTITUTIONS.filter(
    (institution) =>
      institution.linkType === linkType &&
      institution.name.toLowerCase().includes(query.trim().toLowerCase()),
  );
  return (
    <div className="stack">
      <div className="form-group">
        <label className="label" htmlFor={id}>
          Search
        </label>
        <input
          id={id}
          className="input"
          type="search"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <p className="visually-hidden" role="status">
        {matches.length} {matches.length === 1 ? 'result' : 'results'}
      </p>
      {matches.length === 0 ? (
        <p>No matches. Try another name.</p>
      ) : (
        <ul className="link-widget__institutions">
          {matches.map((institution) => (
            <li key={institution.id}>
              <button
                type="button"
                className="link-widget__institution"
                onClick={() => onChoose(institution)}
              >
                {institution.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
