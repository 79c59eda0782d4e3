import { useState } from 'react';
import { orderBpo } from '@lintel/domain/api/endpoints/pre-offer-actions';
import { VALUATION_COST } from '@lintel/domain/constants/loan-bounds';
import { Checkbox } from '../../../components/form/checkbox.tsx';
import { QuestionPage } from '../../../components/form/question-page.tsx';
import { useActionForm } from '../form/use-action-form.ts';
import './pre-offer.css';

export const ORDER_TITLE = 'Order your home valuation';

/**
 * Page bpo/order-bpo (server step BPO_ORDER): the borrower orders the broker price opinion and agrees to its cost
 * (spec 001 §1: $180 when no automated valuation can be used), which is taken from the first draw at closing.
 */
export function BpoOrderPage({ uuid }: { uuid: string }) {
  const [agreed, setAgreed] = useState(false);
  const form = useActionForm({
    uuid,
    endpoint: orderBpo,
    fields: ['agreeToCost'],
  });
  return (
    <QuestionPage
      title={ORDER_TITLE}
      errors={form.errors}
      focusKey={form.focusKey}
      submitting={form.submitting}
      submitLabel="Order valuation"
      onSubmit={(event) => form.submit(event, { agreeToCost: agreed ? true : undefined })}
    >
      <h1 className="heading-l">{ORDER_TITLE}</h1>
      <p>
        A local real-estate broker will value your home, called a broker price opinion. They may look at it
        from the street or ask to see inside; they will contact you to arrange a time if they need to.
      </p>
      <dl className="hold-facts">
        <dt>Cost</dt>
        <dd>${VALUATION_COST}, added to the closing costs of your line</dd>
        <dt>How long</dt>
        <dd>Usually 3 to 5 business days</dd>
        <dt>What happens next</dt>
        <dd>We confirm your final offer on the broker&apos;s value. If it is lower, you choose again.</dd>
      </dl>
      <Checkbox
        name="agreeToCost"
        label={`I agree to pay $${VALUATION_COST} for the valuation of my home`}
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
        error={form.errorFor('agreeToCost')}
      />
    </QuestionPage>
  );
}
