import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInIdentity } from '../../applications/application-test-kit.ts';
import { createHarnessWithStepJobs, driveToClosingDisclosure, type Harness } from '../after-offer/drive.ts';
import { headersNow, journeyOf, V3 } from './closing-kit.ts';
import { pdfText } from './pdf-text.ts';

let h: Harness;
beforeAll(async () => (h = await createHarnessWithStepJobs()));
afterAll(() => h.t.close());

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
type Listed = {
  id: string;
  kind: string;
  title: string;
  owner: string | null;
  sha256: string;
  signed: unknown;
};

describe('closing documents as PDFs (decision 190)', () => {
  it('generates each document from the application figures, signs them and keeps a certificate page', async () => {
    const drive = await driveToClosingDisclosure(h, 'Happy');
    const j = journeyOf(h, drive.id, drive.borrower);
    const application = await j.application();
    const amount = application.amount ?? 0;
    expect(amount).toBeGreaterThan(0);
    const money = `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

    const list = (await j.act('GET', 'closing/documents')).json() as { documents: Listed[] };
    expect(list.documents.map((d) => d.id)).toEqual([
      'esign-consent',
      'heloc-disclosure',
      'account-opening',
      'agreement-and-note',
      'right-to-cancel-1',
      'summary-disclosure',
    ]);
    expect(list.documents.every((d) => d.signed === null)).toBe(true);

    const originals = new Map<string, Buffer>();
    for (const document of list.documents) {
      const response = await j.act('GET', `closing/documents/${document.id}`);
      expect(response.statusCode, document.id).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const bytes = response.rawPayload;
      expect(sha(bytes), document.id).toBe(document.sha256);
      // The same bytes at every read, seconds later too: the hash identifies the document.
      h.clock.advance(7_000);
      expect(sha((await j.act('GET', `closing/documents/${document.id}`)).rawPayload)).toBe(document.sha256);
      originals.set(document.id, bytes);
      const { pages, text } = await pdfText(bytes);
      expect(pages, document.id).toBeGreaterThan(0);
      expect(text, document.id).toContain('NMLS');
      expect(text, document.id).toContain(document.title);
    }
    const textOf = async (id: string) =>
      (await pdfText(originals.get(id) as Buffer)).text.replace(/\n/g, ' ');
    const organisation = (
      await h.t.app.inject({ url: '/api/organisation', headers: { 'x-org': 'lintel' } })
    ).json();
    const nmls = organisation.orgMetaData?.companyInfo?.companyNMLS ?? organisation.companyInfo?.companyNMLS;
    expect(nmls).toBeTruthy();
    for (const id of originals.keys()) expect(await textOf(id), id).toContain(`NMLS ${nmls}`);
    expect(await textOf('heloc-disclosure')).toContain(money);
    expect(await textOf('account-opening')).toContain(money);
    // The lender's rate sheet the line was priced on (issue 21).
    expect(application.pricingVersion).toBe('standard-2026-01');
    expect(await textOf('account-opening')).toContain('Rate sheet: standard-2026-01');
    expect(await textOf('agreement-and-note')).toContain(money);
    expect(await textOf('agreement-and-note')).toContain(application.loanNumber ?? 'no loan number');
    expect(await textOf('summary-disclosure')).toContain(money);
    const notice = await textOf('right-to-cancel-1');
    expect(notice).toContain('Robin Happy');
    // Manual clock: Monday 2026-11-23, no session booked yet: Tuesday, Wednesday, (Thanksgiving) Friday.
    expect(notice).toContain('Midnight of November 27, 2026');
    const consent = await textOf('esign-consent');
    for (const item of [
      'Your right to paper',
      'Withdrawing your consent',
      'What this consent covers',
      'Getting a copy',
      'can open this document',
    ])
      expect(consent).toContain(item);

    // A stranger sees nothing; a bad id is a 400, an unknown one a 404.
    const stranger = await signedInIdentity(h.t.db, h.clock);
    const refused = await h.t.app.inject({
      url: `${V3}/${drive.id}/closing/documents/esign-consent`,
      headers: stranger.headers,
    });
    expect(refused.statusCode).toBe(404);
    expect((await j.act('GET', 'closing/documents/..%2Fsecret')).statusCode).toBe(400);
    expect((await j.act('GET', 'closing/documents/no-such-document')).statusCode).toBe(404);

    expect((await j.act('POST', 'closing/accept', { accepted: true })).json()).toEqual({
      step: 'NOTE_SIGNING',
    });
    const shown = (await j.act('GET', 'closing/documents')).json() as { documents: Listed[] };
    const agreementShown = (await j.act('GET', 'closing/documents/agreement-and-note')).rawPayload;
    expect(
      (await j.act('POST', 'signing/sign', { signedName: 'Robin Happy', consent: true })).json(),
    ).toEqual({
      step: 'NOTARY_DISCLOSURE',
    });

    const after = (await j.act('GET', 'closing/documents')).json() as { documents: Listed[] };
    const agreement = after.documents.find((d) => d.id === 'agreement-and-note');
    expect(agreement?.signed).toMatchObject({ signerName: 'Robin Happy' });
    expect(agreement?.sha256).toBe(sha(agreementShown));
    expect(agreement?.sha256).toBe(shown.documents.find((d) => d.id === 'agreement-and-note')?.sha256);

    const copy = (await j.act('GET', 'closing/documents/agreement-and-note')).rawPayload;
    const original = (await j.act('GET', 'closing/documents/agreement-and-note?copy=original')).rawPayload;
    expect(sha(original)).toBe(agreement?.sha256);
    const copyText = await pdfText(copy);
    expect(copyText.pages).toBe((await pdfText(original)).pages + 1);
    expect(copyText.text).toContain('Certificate of electronic signature');
    expect(copyText.text).toContain('Signed by: Robin Happy');
    expect(copyText.text).toContain(sha(original));
    expect(copyText.text).toContain('E-SIGN consent version: esign-consent-2026-11');
    expect(copyText.text).toMatch(/IP address: \S+/);
    expect(copyText.text).toMatch(/Signed at: 2026-11-\d\dT/);

    // Signers read: a co-owner's session would be a party; the applicant's copy stays after the step moves on.
    const later = await headersNow(h, drive.borrower);
    const stillThere = await h.t.app.inject({
      url: `${V3}/${drive.id}/closing/documents/agreement-and-note`,
      headers: later,
    });
    expect(sha(stillThere.rawPayload)).toBe(sha(copy));
  });
});
