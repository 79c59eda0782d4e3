import { Link } from '@tanstack/react-router';
import type { Condition } from '@lintel/domain/application/conditions';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { LenderPhoneLink } from '../../../components/ui/lender-phone-link.tsx';
import { paths } from '../../../config/paths.ts';
import { conditionAction, conditionDate, documentsNeededText } from './condition-links.ts';
import './conditions.css';

export const CONDITIONS_TITLE = 'What we need from you';

/**
 * Page /{uuid}/conditions (decision 189): every open condition with its words, the lender's note, how many
 * documents it needs and the button to its page; then the ones already done, with the date. The list comes from the
 * polled query (every 60 s and on focus), so a condition cleared by the lender drops into "Done" by itself.
 */
export function ConditionsPage({ uuid, conditions }: { uuid: string; conditions: readonly Condition[] }) {
  useDocumentTitle(CONDITIONS_TITLE);
  const open = conditions.filter((c) => !c.resolved);
  const done = conditions.filter((c) => c.resolved);
  return (
    <div className="stack conditions">
      <Link to={paths.application.getHref(uuid)} className="back-link">
        Back to your application
      </Link>
      <h1 className="heading-l">{CONDITIONS_TITLE}</h1>
      {open.length === 0 ? (
        <p>There is nothing we need from you right now. We will email you if that changes.</p>
      ) : (
        <>
          <p>
            {open.length === 1
              ? 'One item is open on your application.'
              : `${open.length} items are open on your application.`}{' '}
            This list updates by itself.
          </p>
          <ul className="conditions__list" aria-label="Open items">
            {open.map((condition) => (
              <OpenCondition key={condition.uuid} uuid={uuid} condition={condition} />
            ))}
          </ul>
        </>
      )}
      {done.length > 0 ? (
        <section aria-labelledby="conditions-done" className="stack">
          <h2 id="conditions-done" className="heading-m">
            Done
          </h2>
          <ul className="conditions__list conditions__list--done">
            {done.map((condition) => (
              <li key={condition.uuid} className="conditions__done">
                <span className="conditions__tag conditions__tag--done">Done</span>{' '}
                <span>{condition.title}</span>
                <span className="caption"> · {conditionDate(condition.resolved ?? '')}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        Questions? Call us at <LenderPhoneLink />.
      </p>
    </div>
  );
}

function OpenCondition({ uuid, condition }: { uuid: string; condition: Condition }) {
  const headingId = `condition-${condition.uuid}`;
  const target = condition.actionNeeded ? conditionAction(uuid, condition) : undefined;
  return (
    <li className="card stack conditions__item" aria-labelledby={headingId}>
      <h2 id={headingId} className="heading-m">
        {condition.title}
      </h2>
      <p>{condition.text}</p>
      {condition.commentsToBorrower ? (
        <div className="conditions__note">
          <p className="conditions__note-label">A note from our team</p>
          <p>{condition.commentsToBorrower}</p>
        </div>
      ) : null}
      <dl className="conditions__facts">
        {condition.action === 'UPLOAD_DOCUMENT' ? (
          <div>
            <dt>Documents needed</dt>
            <dd>{documentsNeededText(condition.xtraData.numDocsRequired)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Asked on</dt>
          <dd>{conditionDate(condition.created)}</dd>
        </div>
      </dl>
      {target ? (
        <p>
          <Link to={target.to} search={target.search} className="button">
            {condition.action === 'PHONE_NUMBER' ? 'Add your phone number' : 'Upload documents'}{' '}
            <span className="visually-hidden">for {condition.title}</span>
          </Link>
        </p>
      ) : (
        <p className="conditions__status" role="note">
          {condition.action === 'NONE'
            ? 'Nothing to do now: we are reviewing.'
            : 'Received. We are reviewing what you sent.'}
        </p>
      )}
    </li>
  );
}
