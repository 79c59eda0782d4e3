import type { EmailBrand } from '../email-brand.ts';

/** A rendered message, ready for the outbox. */
export interface RenderedEmail {
  templateKey: string;
  subject: string;
  text: string;
  html: string;
  /** The body carries a single-use link: the outbox empties it once delivered. */
  secretLink: boolean;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export interface EmailContent {
  /** Plain sentences; each is a paragraph in both bodies. */
  paragraphs: readonly string[];
  action?: { label: string; url: string };
  /** Sentences after the action (what to do if it was not you). */
  after?: readonly string[];
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2328';

/**
 * One layout for every email (decision 168): the lender's name as the header, short paragraphs, one button with its
 * address written out below it (some mail apps strip buttons), and a footer with the lender's phone. Inline styles
 * only (mail apps drop style sheets); no images or tracking.
 */
export function renderLayout(brand: EmailBrand, content: EmailContent): { text: string; html: string } {
  const footer = `${brand.companyName} · Questions? Call us at ${brand.phone}.`;
  const text = [
    brand.name,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.after ?? []).flatMap((p) => [p, '']),
    '--',
    footer,
  ].join('\n');
  const paragraph = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`;
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;` +
      `background:${brand.primary};color:${brand.onPrimary};padding:12px 20px;border-radius:6px;` +
      `font-weight:bold;text-decoration:none">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:14px">Or copy this address into your browser:<br>` +
      `<a href="${escapeHtml(content.action.url)}" style="word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(brand.name)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#f4f5f7"><div style="max-width:560px;margin:0 auto;background:#ffffff;` +
    `padding:24px;border-radius:8px;${FONT}">` +
    `<p style="margin:0 0 24px;font-size:20px;font-weight:bold">${escapeHtml(brand.name)}</p>` +
    content.paragraphs.map(paragraph).join('') +
    action +
    (content.after ?? []).map(paragraph).join('') +
    `<p style="margin:24px 0 0;font-size:14px;color:#57606a">${escapeHtml(footer)}</p>` +
    `</div></body></html>`;
  return { text, html };
}
