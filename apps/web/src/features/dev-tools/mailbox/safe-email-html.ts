const KEPT_TAGS = new Set([
  'P',
  'DIV',
  'SPAN',
  'A',
  'STRONG',
  'B',
  'EM',
  'I',
  'BR',
  'UL',
  'OL',
  'LI',
  'H1',
  'H2',
  'H3',
  'H4',
  'TABLE',
  'TBODY',
  'THEAD',
  'TR',
  'TD',
  'TH',
  'HR',
]);

function safeHref(value: string | null): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value, window.location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function copyInto(source: Node, target: Node): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(document.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (!(child instanceof Element)) continue;
    if (!KEPT_TAGS.has(child.tagName)) {
      // Unknown wrappers keep their text; scripts, styles and embeds go entirely.
      if (!['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TITLE', 'HEAD'].includes(child.tagName)) {
        copyInto(child, target);
      }
      continue;
    }
    const element = document.createElement(child.tagName.toLowerCase());
    // Through the CSSOM, which the page's content security policy allows (a style attribute it would refuse).
    const style = child.getAttribute('style');
    if (style) element.style.cssText = style;
    if (element instanceof HTMLAnchorElement) {
      const href = safeHref(child.getAttribute('href'));
      if (href) element.href = href;
    }
    copyInto(child, element);
    target.appendChild(element);
  }
}

/**
 * A safe copy of an email's HTML for the dev mailbox (decision 168): parsed inertly (DOMParser runs no script), then
 * rebuilt from an allowlist of tags with only inline styles and http(s) links. No attribute is copied as text.
 */
export function safeEmailFragment(html: string): DocumentFragment {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const fragment = document.createDocumentFragment();
  copyInto(parsed.body, fragment);
  return fragment;
}
