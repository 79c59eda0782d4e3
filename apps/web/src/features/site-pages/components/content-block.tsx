import type { Block } from '@lintel/domain/shell-contracts/site-pages';
import { InlineText } from './inline-text.tsx';

/** A long list of short items (the licensed states) reads better in columns on wide screens. */
const COLUMNS_FROM = 12;

/** One paragraph, list or set of facts of a site page (decision 170). */
export function ContentBlock({ block }: { block: Block }) {
  if ('paragraph' in block) {
    return (
      <p>
        <InlineText parts={block.paragraph} />
      </p>
    );
  }
  if ('list' in block) {
    const columns = block.list.length >= COLUMNS_FROM ? ' site-page__list--columns' : '';
    return (
      <ul className={`site-page__list${columns}`}>
        {block.list.map((item, index) => (
          <li key={index}>
            <InlineText parts={item} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <dl className="site-page__facts">
      {block.facts.map((fact) => (
        <div key={fact.term}>
          <dt>{fact.term}</dt>
          <dd>
            <InlineText parts={fact.detail} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
