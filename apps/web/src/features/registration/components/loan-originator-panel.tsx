import { useQuery } from '@tanstack/react-query';
import { loanOriginatorQueryOptions } from '../api/loan-originator.ts';

/** Ten US digits as (555) 555-5555; written out so the first screen does not load the phone library. */
function formatUsPhone(digits: string): string {
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : digits;
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
 * Spec 001 §2 "Loan originator display": name, avatar, email, phone, NMLS, a call link and an Email button. A side
 * panel on wide screens, a bar on top on small ones (CSS only).
 */
export function LoanOriginatorPanel({ uuid }: { uuid: string }) {
  const { data } = useQuery(loanOriginatorQueryOptions(uuid));
  if (!data) return null;
  const info = data.originatorDisplayInfo;
  const name = info.originatorName || info.brokerName;
  const phone = formatUsPhone(info.phoneNumber);
  return (
    <aside className="loan-originator" aria-label="Your loan officer">
      {info.avatarUri ? (
        <img className="loan-originator__avatar" src={info.avatarUri} alt="" width={56} height={56} />
      ) : (
        <span className="loan-originator__avatar loan-originator__initials" aria-hidden="true">
          {initials(name)}
        </span>
      )}
      <div className="loan-originator__details">
        <p className="loan-originator__title">Your loan officer</p>
        <p className="loan-originator__name">{name}</p>
        {info.brokerName && info.brokerName !== name ? <p>{info.brokerName}</p> : null}
        <p>NMLS #{info.nmls}</p>
        <p>
          <a href={`tel:+1${info.phoneNumber}`}>Call {phone}</a>
        </p>
        <p>
          <a className="button button--secondary loan-originator__email" href={`mailto:${info.email}`}>
            Email
          </a>
        </p>
      </div>
    </aside>
  );
}
