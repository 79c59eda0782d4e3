import { productionKeyProblems } from './keys.ts';

/** The variables production is judged on, as the environment schema parsed them. */
export interface ProductionEnvironment {
  JWT_SECRET?: string | undefined;
  FIELD_ENCRYPTION_KEY?: string | undefined;
  SANDBOX_PROVIDERS?: 'on' | 'off' | undefined;
  SMTP_URL?: string | undefined;
  MAIL_FROM?: string | undefined;
  PUBLIC_URL?: string | undefined;
  DEMO_PERSONAS?: 'on' | 'off' | undefined;
}

/** The third parties that are sandboxes today (providers/providers.ts), named so the refusal says what is simulated. */
const SANDBOX_PROVIDERS =
  'credit bureau, property data, valuation, title, recording, income, employer, identity and bank verification, ' +
  'routing numbers, e-sign, notary and text messages';

/**
 * Why NODE_ENV=production must not start, one line per reason, so one failed start names them all (issue 28): a
 * lender's server never runs on the demo's defaults without saying so. Empty when it may start.
 */
export function productionRefusals(e: ProductionEnvironment): string[] {
  const refusals = productionKeyProblems(e.JWT_SECRET, e.FIELD_ENCRYPTION_KEY);
  if (e.SANDBOX_PROVIDERS !== 'on')
    refusals.push(
      `SANDBOX_PROVIDERS: every provider but email is a sandbox today (${SANDBOX_PROVIDERS}): nothing would be ` +
        'checked, signed or funded for real. Set SANDBOX_PROVIDERS=on to run a test deployment on them; every ' +
        'page, email and document then says "Test environment"',
    );
  if (!e.SMTP_URL)
    refusals.push(
      'SMTP_URL: production delivers email through a relay (smtp://user:pass@host:587 or smtps://…); without one ' +
        "emails would stay in this process's memory",
    );
  if (!e.MAIL_FROM)
    refusals.push('MAIL_FROM: the sender address of every email, such as no-reply@lender.example');
  if (!e.PUBLIC_URL)
    refusals.push(
      'PUBLIC_URL: where links in emails point, such as https://portal.lender.example; without it they would ' +
        'point at http://localhost',
    );
  if (e.DEMO_PERSONAS === 'on')
    refusals.push(
      'DEMO_PERSONAS: production creates no demo account; seed a demo deployment once with `npm run seed-demo`',
    );
  return refusals;
}
