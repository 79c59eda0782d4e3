import { Link } from '@tanstack/react-router';
import type { Condition } from '@lintel/domain/application/conditions';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { LenderPhoneLink } from '../../../components/ui/lender-phone-link.tsx';
import { paths } from '../../../config/paths.ts';
import { borrowerConditionPages } from './condition-links.ts';
import { ConditionsList } from './conditions-list.tsx';

export const CONDITIONS_TITLE = 'What we need from you';

/**
 * Page /{uuid}/conditions (decision 189): the borrower's own conditions (a signer's are answered in the signer's area,
 * decision 237). The list comes from the polled query (every 60 s and on focus), so a condition cleared by the lender
 * drops into "Done" by itself.
 */
export function ConditionsPage({ uuid, conditions }: { uuid: string; conditions: readonly Condition[] }) {
  useDocumentTitle(CONDITIONS_TITLE);
  return (
    <div className="stack conditions">
      <Link to={paths.application.getHref(uuid)} className="back-link">
        Back to your application
      </Link>
      <h1 className="heading-l">{CONDITIONS_TITLE}</h1>
      <ConditionsList
        conditions={conditions}
        pages={borrowerConditionPages(uuid)}
        openWhere="on your application"
      />
      <p>
        Questions? Call us at <LenderPhoneLink />.
      </p>
    </div>
  );
}
