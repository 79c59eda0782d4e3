import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** The words on every page of a test deployment's documents (production on sandbox providers, issue 28). */
export const TEST_ENVIRONMENT_STAMP =
  'TEST ENVIRONMENT - not a real loan document. Nothing here binds anyone.';

const RED = rgb(0.7, 0.08, 0.08);
const SIZE = 9;

/**
 * One line across the top margin of a page, above anything a document writes (its text starts 54 points down), in
 * the text layer so a screen reader's PDF tool and a search read it too.
 */
export function stampTestEnvironment(page: PDFPage, font: PDFFont): void {
  const { width, height } = page.getSize();
  const textWidth = font.widthOfTextAtSize(TEST_ENVIRONMENT_STAMP, SIZE);
  const y = height - 30;
  page.drawRectangle({
    x: 36,
    y: y - 6,
    width: width - 72,
    height: SIZE + 10,
    borderColor: RED,
    borderWidth: 1,
  });
  page.drawText(TEST_ENVIRONMENT_STAMP, { x: (width - textWidth) / 2, y, size: SIZE, font, color: RED });
}
