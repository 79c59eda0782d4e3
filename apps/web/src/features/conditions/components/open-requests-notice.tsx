import { Link } from '@tanstack/react-router';
import { paths } from '../../../config/paths.ts';
import { useConditions } from '../api/conditions.ts';
import './open-requests-notice.css';

/**
 * Above every page of an application but the conditions pages (issue 17): conditions are raised at any step, so a
 * borrower on any page learns that the lender asks something of them, with the way to it. The list query behind it
 * is the one spec 001 §7 polls "every 60 s and on window focus when an application uuid exists". Nothing while no
 * request needs the borrower (received ones are the lender's to review).
 */
export function OpenRequestsNotice({ uuid }: { uuid: string }) {
  const conditions = useConditions(uuid);
  const asked = (conditions.data?.conditions ?? []).filter((c) => !c.resolved && c.actionNeeded);
  if (asked.length === 0) return null;
  return (
    <div className="open-requests" role="status">
      <p className="open-requests__text">
        <strong>
          {asked.length === 1 ? 'We need one thing from you.' : `We need ${asked.length} things from you.`}
        </strong>{' '}
        <Link to={paths.application.getHref(uuid, 'conditions')}>See what we need</Link>
      </p>
    </div>
  );
}
