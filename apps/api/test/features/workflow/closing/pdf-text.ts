import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFPage } from 'pdf-lib';

/** The WinAnsi bytes pdf-lib writes for Helvetica, back to text (the characters our documents use). */
const WIN_ANSI_EXTRA: Record<number, string> = { 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x96: '–', 0x97: '—', 0xb7: '·' };

function streamsOf(page: PDFPage): PDFRawStream[] {
  const contents = page.node.Contents();
  if (contents instanceof PDFRawStream) return [contents];
  if (contents instanceof PDFArray)
    return contents.asArray().map((ref) => page.doc.context.lookup(ref) as PDFRawStream);
  return [];
}

/**
 * The text of a PDF written by pdf-lib with standard fonts: every `<hex> Tj` of every page, one line each. Enough
 * to check what our own documents say without a full PDF text engine.
 */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    for (const stream of streamsOf(page)) {
      const content = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const match of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        const hex = match[1] ?? '';
        let line = '';
        for (let i = 0; i < hex.length; i += 2) {
          const code = parseInt(hex.slice(i, i + 2), 16);
          line += WIN_ANSI_EXTRA[code] ?? String.fromCharCode(code);
        }
        lines.push(line);
      }
    }
  }
  return { pages: doc.getPageCount(), text: lines.join('\n') };
}
