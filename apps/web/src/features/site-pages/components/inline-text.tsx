import type { Inline } from '@lintel/domain/shell-contracts/site-pages';

/** A page's words, its links as links; a link off the site says it leaves it. */
export function InlineText({ parts }: { parts: readonly Inline[] }) {
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          // Parts never move or change within a page: their position is their identity.
          <a key={index} href={part.href} {...(part.href.startsWith('https://') ? { rel: 'noopener' } : {})}>
            {part.text}
          </a>
        ),
      )}
    </>
  );
}
