import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import type { HoldContent } from './hold-page.tsx';

/** Page hold (server step ONSITE_APPRAISAL): the AVM's confidence is too low to lend on, so an appraiser visits. */
export const APPRAISAL_HOLD: HoldContent = {
  title: 'An appraiser needs to visit your home',
  happening: (
    <p>
      The automated valuation of your home was not reliable enough to base a line of credit on, so your home
      needs an appraisal. We are arranging for a licensed appraiser to visit the property and value it. Once
      we have their report, we will show you your offers.
    </p>
  ),
  canDo: [
    'When the appraiser contacts you, book the visit; the sooner it happens, the sooner you see your offers.',
    'Make sure the appraiser can get into every room, and have a list of recent improvements ready.',
  ],
};

/** Page payoff/hold (server step PAYOFF_PENDING): a lien must be paid off from the line, and its payoff letter is due. */
export const PAYOFF_HOLD: HoldContent = {
  title: 'We are waiting for a payoff statement',
  happening: (
    <p>
      The title search found a debt secured on your property that must be paid off when your line opens, such
      as a tax lien or another loan. We have asked its holder for a payoff statement: the exact amount needed
      to clear it. We pay it directly from your line at closing.
    </p>
  ),
  canDo: [
    'If you have recently paid this debt off, email us the paid-in-full letter or receipt (our address is below); it can clear the hold sooner.',
    'If the holder contacts you, ask them to send the payoff statement to us.',
  ],
};

/** Page bpo/hold: the broker's valuation (BPO_PROCESSING, WAITING_FOR_BPO) or the title search (TITLE_PROCESSING). */
export function valuationHold(step: ServerStep | undefined): HoldContent {
  if (step === 'TITLE_PROCESSING' || step === 'WAITING_FOR_TITLE')
    return {
      title: 'We are checking the title of your property',
      happening: (
        <p>
          A title company is searching the public records for your property: who owns it and which loans or
          liens are recorded against it. We need this before your documents can be prepared.
        </p>
      ),
      canDo: ['Nothing is needed from you right now.'],
    };
  return {
    title: 'A broker is valuing your home',
    happening: (
      <p>
        We have ordered a broker price opinion: a local real-estate broker values your home from recent sales
        nearby and may look at it in person. When their value comes in, we confirm your final offer on it.
      </p>
    ),
    canDo: ['If the broker contacts you, agree a time for them to see the property.'],
  };
}

/**
 * Page hold for the engine's waitMerchant (decisions 041 and 187): the bank account is set up but its check is with
 * a person (PENDING_REVIEW), and the routed step is the bank verification wait. Who it waits on and how long come from
 * the standing, as on every hold page.
 */
export const MERCHANT_REVIEW_HOLD: HoldContent = {
  title: 'We are reviewing your bank account',
  happening: (
    <p>
      Your bank could not confirm automatically that the bank account you gave us is in your name, so it is
      being checked by hand. Once it is confirmed, your application goes on to your loan documents.
    </p>
  ),
  canDo: [
    'Keep a recent statement of the account to hand: if we need it, we will email you and ask you to upload it.',
    'If you would rather use another account in your name, call us and we will change it.',
  ],
};
