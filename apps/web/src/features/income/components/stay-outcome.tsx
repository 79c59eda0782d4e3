import { Link } from '@tanstack/react-router';
import { paths } from '../../../config/paths.ts';
import { incomeLinkPage, PAYSTUB_UPLOAD_PAGE, type StayOutcome } from '../income-pages.ts';
import '../income.css';

/**
 * What a linked check that keeps the borrower on income verification found (decision 113): part of the income
 * (upload paystubs, as many as asked for) or none of it (link another account, or upload).
 */
export function StayOutcomePanel({ uuid, result }: { uuid: string; result: StayOutcome }) {
  const paystubs =
    result.paystubs === 1 ? 'your most recent paystub' : `your ${result.paystubs} most recent paystubs`;
  if (result.outcome === 'PARTIAL')
    return (
      <div className="income-panel" role="status">
        <h2 className="heading-m">We found part of your income</h2>
        <p>To verify the rest, please upload {paystubs}.</p>
        <p>
          <Link className="button" to={paths.application.getHref(uuid, PAYSTUB_UPLOAD_PAGE)}>
            Upload {result.paystubs === 1 ? 'your paystub' : 'your paystubs'}
          </Link>
        </p>
      </div>
    );
  return (
    <div className="income-panel income-panel--warning" role="status">
      <h2 className="heading-m">We could not find your income in that account</h2>
      <p>
        You can connect another account, for example the one your pay goes into, or upload your most recent
        paystub instead.
      </p>
      <ul>
        <li>
          <Link to={paths.application.getHref(uuid, incomeLinkPage('BANK'))}>Connect a bank account</Link>
        </li>
        <li>
          <Link to={paths.application.getHref(uuid, incomeLinkPage('PAYROLL'))}>
            Connect a payroll account
          </Link>
        </li>
        <li>
          <Link to={paths.application.getHref(uuid, PAYSTUB_UPLOAD_PAGE)}>Upload your paystub</Link>
        </li>
      </ul>
    </div>
  );
}
