import {
  addressInvitationLimitMessage,
  applicationInvitationLimitMessage,
  INVITATIONS_PER_ADDRESS_PER_DAY,
  INVITATIONS_PER_APPLICATION_PER_DAY,
} from '@lintel/domain/signers/signer-invitation';
import type { Database } from '../../platform/db/database.ts';
import {
  hitCounter,
  readCounter,
  retryAfterSeconds,
  type CounterHit,
} from '../../platform/rate-limit/counters.ts';
import { TooManyRequests } from '../../platform/rate-limit/too-many-requests.ts';
import { emailKey } from '../identity/identity-repository.ts';
import { tokenHash } from '../identity/email-links.ts';

const DAY_MS = 86_400_000;

/** Where one sending goes: the text goes only to a mobile with the signer's consent (decision 230). */
export interface InvitationSend {
  applicationId: string;
  orgCode: string;
  email: string;
  mobile?: string | null | undefined;
  smsConsent?: boolean | null | undefined;
}

interface Limit {
  key: string;
  max: number;
  refusal: (retryAfter: number) => { message: string; field?: 'email' | 'mobile' };
}

/**
 * What one sending (an invitation or a resend) counts against, a day each (issue 28, decision 247): the application,
 * the email it goes to and, when a text goes too, the mobile. An address is counted under its hash, whichever
 * application sends, so the counters table holds no address.
 */
function limitsOf(send: InvitationSend): Limit[] {
  const textedMobile = send.smsConsent ? send.mobile : null;
  const address = (value: string) => `signer-invitations:to:${tokenHash(`${send.orgCode}:${value}`)}`;
  return [
    {
      key: `signer-invitations:application:${send.applicationId}`,
      max: INVITATIONS_PER_APPLICATION_PER_DAY,
      refusal: (s) => ({ message: applicationInvitationLimitMessage(s) }),
    },
    {
      key: address(emailKey(send.email)),
      max: INVITATIONS_PER_ADDRESS_PER_DAY,
      refusal: (s) => ({ message: addressInvitationLimitMessage('email', s), field: 'email' }),
    },
    ...(textedMobile
      ? [
          {
            key: address(textedMobile.replace(/\D/g, '')),
            max: INVITATIONS_PER_ADDRESS_PER_DAY,
            refusal: (s: number) => ({
              message: addressInvitationLimitMessage('mobile', s),
              field: 'mobile' as const,
            }),
          },
        ]
      : []),
  ];
}

function refusal(limit: Limit, hit: CounterHit, now: Date): TooManyRequests {
  const seconds = retryAfterSeconds(hit, now);
  const { message, field } = limit.refusal(seconds);
  return new TooManyRequests(message, seconds, field);
}

/**
 * Counts one sending against each of its limits, or answers the first it would pass. A limit already reached is
 * refused without counting (so refusals spend nothing); the counting itself is atomic per key, so two sendings at
 * once cannot both take the last one, at worst one is refused and spends a count.
 */
export async function countInvitationSend(db: Database, now: Date, send: InvitationSend): Promise<void> {
  const limits = limitsOf(send);
  for (const limit of limits) {
    const hit = await readCounter(db, limit.key, now);
    if (hit.hits >= limit.max) throw refusal(limit, hit, now);
  }
  for (const limit of limits) {
    const hit = await hitCounter(db, limit.key, DAY_MS, now);
    if (hit.hits > limit.max) throw refusal(limit, hit, now);
  }
}
