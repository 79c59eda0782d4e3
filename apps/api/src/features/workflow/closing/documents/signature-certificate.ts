import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { formatLongDate } from './closing-contents.ts';
import { stampTestEnvironment } from './test-environment-stamp.ts';

/** What a signed copy's certificate page states (a row of closing_signed_documents). */
export interface SignatureRecord {
  title: string;
  signerName: string;
  signedAt: Date;
  ipAddress: string;
  sha256: string;
  consentVersion: string;
  envelopeId: string;
}

const pacificTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  timeZoneName: 'short',
});

/**
 * The signed copy: the document exactly as shown for signature, with a certificate page after its last page that
 * says who signed, when, from which IP address, under which E-SIGN consent, and the SHA-256 of the document's bytes
 * (`?copy=original` gives those bytes, so anyone can check the hash). Written the same way at every download.
 */
export async function signedCopy(
  original: Uint8Array,
  record: SignatureRecord,
  { testEnvironment = false }: { testEnvironment?: boolean } = {},
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(original, { updateMetadata: false });
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const courier = await doc.embedFont(StandardFonts.Courier);
  const page = doc.addPage([612, 792]);
  // The original's pages carry the mark already (written so at signing); the certificate is this page alone.
  if (testEnvironment) stampTestEnvironment(page, bold);
  let y = 792 - 54;
  const line = (text: string, { size = 10, font = regular, after = 6 } = {}) => {
    y -= size * 1.35;
    page.drawText(text, { x: 54, y, size, font, color: rgb(0.1, 0.1, 0.1) });
    y -= after;
  };
  line('Certificate of electronic signature', { size: 16, font: bold, after: 12 });
  line(`Document: ${record.title}`);
  line(`Signed by: ${record.signerName}`);
  line(
    `Signed at: ${record.signedAt.toISOString()} (${formatLongDate(record.signedAt)}, ${pacificTime.format(record.signedAt)})`,
  );
  line(`IP address: ${record.ipAddress}`);
  line(`E-SIGN consent version: ${record.consentVersion}`);
  line(`Envelope: ${record.envelopeId}`);
  line('SHA-256 of the document as presented for signature (the pages before this one):', { after: 2 });
  line(record.sha256, { font: courier, size: 9, after: 12 });
  line(
    'The signer adopted the typed signature above and agreed to sign electronically under the consent named.',
    { size: 9 },
  );
  return doc.save({ useObjectStreams: false });
}
