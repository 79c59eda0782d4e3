import type { OriginatorDisplayInfo } from '@lintel/domain/reference-data/loan-originator';
import './loan-originator-panel.css';

/** Ten US digits as (555) 555-5555; written out so the first screen does not load the phone library. */
function formatPhone(digits: string): string {
  const d = digits.replace(/\D/g, '').slice(-10);
  return d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : digits;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * Spec 001 §2 "Loan originator display": name (originator or broker), avatar, email, phone, NMLS, a call link and an
 * Email button. Presentational, so registration and the application share it; each feature fetches the data. CSS
 * lays it out as a bar on small screens and a column on wide ones; the page decides where it sits.
 */
export function LoanOriginatorPanel({ info }: { info: OriginatorDisplayInfo }) {
  const name = info.originatorName || info.brokerName;
  const phone = info.phoneNumber.replace(/\D/g, '');
  return (
    <aside aria-label="Your loan officer" className="originator">
      {info.avatarUri ? (
        <img className="originator__avatar" src={info.avatarUri} alt="" width={48} height={48} />
      ) : (
        <span className="originator__avatar originator__avatar--initials" aria-hidden="true">
          {initials(name)}
        </span>
      )}
      <div className="originator__details">
        <p className="originator__name">{name}</p>
        <p className="caption">
          Your loan officer · NMLS #{info.nmls}
          {info.brokerName && info.originatorName ? ` · ${info.brokerName}` : ''}
        </p>
        <p className="originator__contact">
          <a href={`tel:+1${phone}`}>Call {formatPhone(info.phoneNumber)}</a>
          <span className="originator__email">{info.email}</span>
        </p>
      </div>
      <a className="button button--secondary originator__button" href={`mailto:${info.email}`}>
        Email
      </a>
    </aside>
  );
}
