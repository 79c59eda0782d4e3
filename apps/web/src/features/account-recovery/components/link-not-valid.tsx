import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { LenderPhoneLink } from '../../../components/ui/lender-phone-link.tsx';

/** An expired, used or unknown link: say so plainly and offer the way to a new one. */
export function LinkNotValid({
  heading,
  explanation,
  action,
}: {
  heading: string;
  explanation: string;
  action: { label: string; href: string };
}) {
  useDocumentTitle(heading);
  return (
    <div className="stack narrow">
      <h1 className="heading-l">{heading}</h1>
      <p>{explanation}</p>
      <p>
        <a className="button" href={action.href}>
          {action.label}
        </a>
      </p>
      <p>
        Need help? Call us at <LenderPhoneLink />.
      </p>
    </div>
  );
}
