import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream, type PDFObject } from 'pdf-lib';

export type PdfVerdict = 'ok' | 'damaged' | 'active-content';

/** Keys that carry a script or an action run without the reader asking (decision 184). */
const ACTIVE_KEYS = ['JS', 'JavaScript', 'AA'].map((k) => PDFName.of(k));
/** Action types that run code or another program. */
const ACTIVE_ACTIONS = ['JavaScript', 'Launch'].map((k) => PDFName.of(k));
const ACTION_TYPE = PDFName.of('S');
const OPEN_ACTION = PDFName.of('OpenAction');
/** `%%EOF` must be near the end: a cut-off download or upload loses it. */
const TAIL_BYTES = 1024;

/**
 * A PDF's verdict: whole (the `%PDF-` header, `%%EOF` at the end, and pdf-lib reads at least one page from it) and
 * free of scripts and automatic actions: /JS, /JavaScript (a name tree or an action), /AA (actions on opening a
 * page or touching a field), an /S of JavaScript or Launch anywhere, or an /OpenAction that is such an action.
 * Every object is looked at, those inside object streams too; an encrypted file's structure is still readable.
 */
export async function inspectPdf(bytes: Buffer): Promise<PdfVerdict> {
  if (bytes.toString('latin1', 0, 5) !== '%PDF-') return 'damaged';
  if (!bytes.toString('latin1', Math.max(0, bytes.length - TAIL_BYTES)).includes('%%EOF')) return 'damaged';
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    if (document.getPageCount() < 1) return 'damaged';
  } catch {
    return 'damaged';
  }
  // An object pdf-lib could not parse is not looked at below; the name in the raw bytes still gives it away.
  if (bytes.includes('/JavaScript', 0, 'latin1')) return 'active-content';
  const seen = new Set<PDFObject>();
  const active = (value: PDFObject | undefined): boolean => {
    if (value === undefined || seen.has(value)) return false;
    seen.add(value);
    if (value instanceof PDFRef) return false; // every indirect object is visited on its own
    if (value instanceof PDFStream) return active(value.dict);
    if (value instanceof PDFArray) return value.asArray().some(active);
    if (!(value instanceof PDFDict)) return false;
    if (ACTIVE_KEYS.some((key) => value.has(key))) return true;
    const type = value.get(ACTION_TYPE);
    if (type instanceof PDFName && ACTIVE_ACTIONS.includes(type)) return true;
    const opening = value.get(OPEN_ACTION);
    const openingAction = opening instanceof PDFRef ? document.context.lookup(opening) : opening;
    if (openingAction instanceof PDFDict && openingAction !== value && active(openingAction)) return true;
    return value.values().some(active);
  };
  for (const [, object] of document.context.enumerateIndirectObjects())
    if (active(object)) return 'active-content';
  if (active(document.context.trailerInfo.Root)) return 'active-content';
  return 'ok';
}
