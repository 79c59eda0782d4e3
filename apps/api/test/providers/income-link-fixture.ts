import type { Providers } from '../../src/providers/providers.ts';

/**
 * What the income-link widget does, straight on the sandbox providers (decision 182): a link token, the sandbox
 * user's sign-in, and the income request with the public token it answered.
 */
export async function linkedIncomeRequest(
  p: Providers,
  username = 'user_good',
  linkType: 'PAYROLL' | 'BANK' = 'PAYROLL',
  applicationId = '00000000-0000-4000-8000-000000000001',
) {
  const now = new Date();
  const { linkToken } = await p.incomeVerification.createLinkToken({ applicationId, linkType, now });
  const session = await p.incomeLinkSandbox!.connect(
    {
      linkToken,
      institutionId: linkType === 'BANK' ? 'ins_109508' : 'pay_100001',
      username,
      password: 'pass_good',
    },
    now,
  );
  if (!('publicToken' in session) || !session.publicToken) throw new Error(JSON.stringify(session));
  return { link: { applicationId, linkType, publicToken: session.publicToken }, now };
}
