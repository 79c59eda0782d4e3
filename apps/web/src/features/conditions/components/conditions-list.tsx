import { Link } from '@tanstack/react-router';
import type { Condition } from '@lintel/domain/application/conditions';
import { CONDITION_ACTION_LABELS, conditionActionAt, type ConditionPages } from './condition-links.ts';
import { conditionDate, documentsNeededText } from './upload-request.ts';
import './conditions.css';

/**
 * The conditions of one person (decisions 189, 237): every open one with its words, the lender's note, how many
 * documents it needs and the button to its page in that person's area; then the ones already done, with the date.
 * The borrower's list and an additional signer's are this one list with their own pages.
 */
export function ConditionsList({
  conditions,
  pages,
  openWhere,
}: {
  conditions: readonly Condition[];
  pages: ConditionPages;
  /** Where the open items are, in the reader's words: "on your application", "for you". */
  openWhere: string;
}) {
  const open = conditions.filter((c) => !c.resolved);
  const done = conditions.filter((c) => c.resolved);
  return (
    <>
      {open.length === 0 ? (
        <p>There is nothing we need from you right now. We will email you if that changes.</p>
      ) : (
        <>
          <p>
            {open.length === 1
              ? `One item is open ${openWhere}.`
              : `${open.length} items are open ${openWhere}.`}{' '}
            This list updates by itself.
          </p>
          <ul className="conditions__list" aria-label="Open items">
            {open.map((condition) => (
              <OpenCondition key={condition.uuid} pages={pages} condition={condition} />
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
    </>
  );
}

function OpenCondition({ pages, condition }: { pages: ConditionPages; condition: Condition }) {
  const headingId = `condition-${condition.uuid}`;
  const target = condition.actionNeeded ? conditionActionAt(pages, condition) : undefined;
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
            {CONDITION_ACTION_LABELS[condition.action]}{' '}
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
