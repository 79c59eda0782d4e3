import type { DisclosureDocument } from '@lintel/domain/application/disclosures/disclosure-document';
import { describe, expect, it } from 'vitest';
import { writeDisclosurePdf } from '../../../../src/features/workflow/closing/documents/pdf-writer.ts';
import { signedCopy } from '../../../../src/features/workflow/closing/documents/signature-certificate.ts';
import { TEST_ENVIRONMENT_STAMP } from '../../../../src/features/workflow/closing/documents/test-environment-stamp.ts';
import { pdfText } from './pdf-text.ts';

// Long enough for several pages: the mark must be on each, not only the first.
const document: DisclosureDocument = {
  title: 'Home Equity Line of Credit Agreement',
  byline: 'Acme Lending, NMLS #123456',
  sections: Array.from({ length: 12 }, (_, i) => ({
    heading: `Section ${i + 1}`,
    paragraphs: Array.from({ length: 6 }, () =>
      'The borrower agrees to the terms of this line of credit. '.repeat(4),
    ),
  })),
};
const meta = { reference: 'Loan 1000001', date: new Date('2026-11-02T00:00:00Z'), author: 'Acme Lending' };
const record = {
  title: document.title,
  signerName: 'Ada Borrower',
  signedAt: new Date('2026-11-02T17:00:00Z'),
  ipAddress: '203.0.113.9',
  sha256: 'a'.repeat(64),
  consentVersion: 'esign-2026-01',
  envelopeId: 'env-1',
};
const stamps = (text: string) => text.split('\n').filter((line) => line === TEST_ENVIRONMENT_STAMP).length;

describe('the test environment mark on the closing documents (issue 28)', () => {
  it('is on every page of a test deployment’s document and its signed copy’s certificate', async () => {
    const marked = await writeDisclosurePdf(document, { ...meta, testEnvironment: true });
    const { pages, text } = await pdfText(marked);
    expect(pages).toBeGreaterThan(2);
    expect(stamps(text)).toBe(pages);
    const copy = await pdfText(await signedCopy(marked, record, { testEnvironment: true }));
    expect(copy.pages).toBe(pages + 1);
    expect(stamps(copy.text)).toBe(pages + 1);
  });

  it('is on no page otherwise, and the bytes stay the same at every writing', async () => {
    const plain = await writeDisclosurePdf(document, meta);
    expect(stamps((await pdfText(plain)).text)).toBe(0);
    expect(stamps((await pdfText(await signedCopy(plain, record))).text)).toBe(0);
    const again = await writeDisclosurePdf(document, { ...meta, testEnvironment: true });
    expect(Buffer.from(again)).toEqual(
      Buffer.from(await writeDisclosurePdf(document, { ...meta, testEnvironment: true })),
    );
  });
});
