// Time to write an application's closing package as PDFs (issue 18, decision 190): the six documents of one owner
// from the content builders through pdf-lib, as GET …/closing/documents and the signing do. Prints p50 and p95.
// Run: `npx tsx apps/api/bench/closing-package.bench.ts` (or `npm run bench -- closing-package`).
import type { Offer } from '@lintel/domain/application/offer';
import type { SummaryDisclosure } from '@lintel/domain/application/summary-disclosure';
import { offerFigureStrings } from '@lintel/domain/loan-math/offer-figures';
import {
  accountOpeningDocument,
  agreementDocument,
  helocDisclosureDocument,
  summaryDocument,
} from '../src/features/workflow/closing/documents/closing-contents.ts';
import {
  esignConsentDocument,
  rightToCancelDocument,
} from '../src/features/workflow/closing/documents/closing-notices.ts';
import { writeDisclosurePdf } from '../src/features/workflow/closing/documents/pdf-writer.ts';

const offer: Offer = {
  type: 'FLOATING',
  term: 10,
  rate: 9.6,
  baseRate: 9.6,
  otherRate: 9.6,
  originationFee: 2.99,
  minDraw: 15_000,
  maxDraw: 224_100,
  min: 15_000,
  max: 224_100,
  discountList: [{ discount: { type: 'AUTOPAY' }, rateWithDiscount: 9.35 }],
  offersByType: { FIXED: [], FLOATING: [10] },
  maxRecordingTax: 0,
  minRecordingTax: 0,
  maxDtiUnlimited: 50,
  ofeeMaxThreshold: 0,
  incomeRequestRecords: [],
  costs: [{ feeType: 'RECORDING_FEE', type: 'FIXED', borrowerPaidAmount: 125, jsCriteria: '' }],
  totalPaidByBorrower: 125,
};
const summary: SummaryDisclosure = {
  loanNumber: 'HL261126100001',
  amount: 15_000,
  term: 10,
  rate: 9.6,
  payType: 'MANUAL',
  originationFeePercent: 2.99,
  propertyAddress: '7484 Elm Street, Chicago, IL 60614',
  acceptedAt: '2026-11-20T18:00:00.000Z',
  offer,
  figures: offerFigureStrings(offer, 15_000, 'MANUAL'),
  statedIncome: { employmentType: 'FULL_TIME', annualIncome: 150_000, otherIncome: 0 },
  reportedDebts: null,
};
const lender = {
  name: 'Prairie Lending Cooperative',
  nmls: '3309921',
  phone: '(866) 555-0189',
  addressLines: ['310 Main Street', 'Peoria, IL 61602'],
};
const owner = { name: 'Morgan Happy' };
const date = new Date('2026-11-26T17:00:00Z');

async function writePackage(): Promise<number> {
  const documents = [
    esignConsentDocument(lender),
    helocDisclosureDocument(summary, lender),
    accountOpeningDocument(summary, lender),
    agreementDocument(summary, lender, [owner]),
    rightToCancelDocument(summary, lender, owner, {
      signedOn: date,
      deadline: new Date('2026-12-01T07:59:59Z'),
    }),
    summaryDocument(summary, lender),
  ];
  let bytes = 0;
  for (const document of documents) {
    if (!document) throw new Error('a document could not be built');
    bytes += (
      await writeDisclosurePdf(document, {
        reference: `Loan ${summary.loanNumber}`,
        date,
        author: lender.name,
      })
    ).length;
  }
  return bytes;
}

const RUNS = 40;
await writePackage(); // warm-up: fonts and code paths
const times: number[] = [];
let size = 0;
for (let i = 0; i < RUNS; i += 1) {
  const start = performance.now();
  size = await writePackage();
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
console.log(
  `closing package (6 PDFs, ${(size / 1024).toFixed(0)} KB): p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms over ${RUNS} runs`,
);
