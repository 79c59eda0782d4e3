import type {
  DisclosureDocument,
  DisclosureSection,
} from '@lintel/domain/application/disclosures/disclosure-document';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { stampTestEnvironment } from './test-environment-stamp.ts';

/**
 * Lays out a disclosure's plain content (decision 180) as a US Letter PDF with pdf-lib's standard Helvetica: no font
 * files to ship, and the text stays extractable for screen readers' PDF tools and for the tests. The output is the
 * same bytes for the same content and date (no random id, fixed metadata), so a document's SHA-256 identifies it.
 */

const PAGE = { width: 612, height: 792, margin: 54 } as const;
const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin;
const SIZES = { title: 16, byline: 9, heading: 12, body: 10, footer: 8 } as const;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);

export interface PdfMeta {
  /** The footer's reference on every page (the loan number). */
  reference: string;
  /** The document's date: its creation date in the metadata, fixed so the bytes do not change between reads. */
  date: Date;
  author: string;
  /** A test deployment's document: every page says so (issue 28). */
  testEnvironment?: boolean;
}

/** Helvetica covers WinAnsi only: anything else is replaced, never a failure to write the document. */
function encodable(font: PDFFont, text: string): string {
  let out = '';
  for (const ch of text) {
    try {
      font.encodeText(ch);
      out += ch;
    } catch {
      out += ch === '\u2192' ? '->' : '?';
    }
  }
  return out;
}

function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A cursor that writes lines top to bottom and starts a new page when one is full. */
export class PdfComposer {
  private page: PDFPage;
  private y: number;

  private constructor(
    readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  static async create(title: string, meta: PdfMeta): Promise<PdfComposer> {
    const doc = await PDFDocument.create({ updateMetadata: false });
    doc.setTitle(title);
    doc.setAuthor(meta.author);
    doc.setProducer('Lintel');
    doc.setCreator('Lintel');
    doc.setCreationDate(meta.date);
    doc.setModificationDate(meta.date);
    doc.setLanguage('en-US');
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    return new PdfComposer(doc, regular, bold);
  }

  private ensure(height: number) {
    if (this.y - height >= PAGE.margin + 20) return;
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  text(
    text: string,
    {
      size = SIZES.body as number,
      bold = false,
      indent = 0,
      color = INK,
      after = 4,
    }: { size?: number; bold?: boolean; indent?: number; color?: typeof INK; after?: number } = {},
  ): void {
    const font = bold ? this.bold : this.regular;
    const lineHeight = size * 1.35;
    for (const line of wrap(font, encodable(font, text), size, TEXT_WIDTH - indent)) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, { x: PAGE.margin + indent, y: this.y, size, font, color });
    }
    this.y -= after;
  }

  /** A label and its value on one line when they fit, the value under its label otherwise. */
  fact(term: string, value: string): void {
    const size = SIZES.body;
    const termText = encodable(this.bold, `${term}:`);
    const valueText = encodable(this.regular, value);
    const oneLine =
      this.bold.widthOfTextAtSize(termText, size) + 8 + this.regular.widthOfTextAtSize(valueText, size) <=
      TEXT_WIDTH;
    if (!oneLine) {
      this.text(termText, { bold: true, after: 0 });
      this.text(valueText, { indent: 12, after: 2 });
      return;
    }
    const lineHeight = size * 1.35;
    this.ensure(lineHeight);
    this.y -= lineHeight;
    this.page.drawText(termText, { x: PAGE.margin, y: this.y, size, font: this.bold, color: INK });
    this.page.drawText(valueText, {
      x: PAGE.margin + this.bold.widthOfTextAtSize(termText, size) + 8,
      y: this.y,
      size,
      font: this.regular,
      color: INK,
    });
    this.y -= 2;
  }

  row(cells: readonly string[], bold = false): void {
    const size = SIZES.body - 1;
    const width = TEXT_WIDTH / Math.max(cells.length, 1);
    const font = bold ? this.bold : this.regular;
    const wrapped = cells.map((cell) => wrap(font, encodable(font, cell), size, width - 6));
    const lines = Math.max(...wrapped.map((w) => w.length), 1);
    const lineHeight = size * 1.3;
    this.ensure(lines * lineHeight);
    wrapped.forEach((cellLines, column) =>
      cellLines.forEach((line, index) =>
        this.page.drawText(line, {
          x: PAGE.margin + column * width,
          y: this.y - (index + 1) * lineHeight,
          size,
          font,
          color: INK,
        }),
      ),
    );
    this.y -= lines * lineHeight + 2;
  }

  gap(points: number): void {
    this.y -= points;
  }

  /** Numbers every page ("Page 2 of 5") with the reference, once the content is laid out. */
  async finish(title: string, reference: string, testEnvironment = false): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      if (testEnvironment) stampTestEnvironment(page, this.bold);
      const footer = encodable(
        this.regular,
        `${title} · ${reference} · Page ${index + 1} of ${pages.length}`,
      );
      page.drawText(footer, {
        x: PAGE.margin,
        y: PAGE.margin - 24,
        size: SIZES.footer,
        font: this.regular,
        color: MUTED,
      });
    });
    return this.doc.save({ useObjectStreams: false });
  }
}

function writeSection(pdf: PdfComposer, section: DisclosureSection): void {
  pdf.text(section.heading, { size: SIZES.heading, bold: true, after: 2 });
  for (const paragraph of section.paragraphs) pdf.text(paragraph);
  for (const item of section.list ?? []) pdf.text(`-  ${item}`, { indent: 10, after: 2 });
  for (const fact of section.facts ?? []) pdf.fact(fact.term, fact.value);
  if (section.table) {
    pdf.text(section.table.caption, { bold: true, after: 2 });
    pdf.row(section.table.columns, true);
    for (const row of section.table.rows) pdf.row(row);
  }
  pdf.gap(8);
}

/** The whole document: title, byline, sections, and a last line that says the document ends there. */
export async function writeDisclosurePdf(document: DisclosureDocument, meta: PdfMeta): Promise<Uint8Array> {
  const pdf = await PdfComposer.create(document.title, meta);
  pdf.text(document.title, { size: SIZES.title, bold: true, after: 2 });
  pdf.text(document.byline, { size: SIZES.byline, color: MUTED, after: 12 });
  for (const section of document.sections) writeSection(pdf, section);
  pdf.text('End of document.', { size: SIZES.byline, color: MUTED });
  return pdf.finish(document.title, meta.reference, meta.testEnvironment);
}
