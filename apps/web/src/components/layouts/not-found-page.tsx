import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from './use-document-title.ts';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="stack">
      <h1 className="heading-l">Page not found</h1>
      <p>If you typed the web address, check it is correct.</p>
      <p>If you pasted the web address, check you copied the entire address.</p>
      <p>
        <a href={paths.dashboard.getHref()}>Go to your dashboard</a>
      </p>
    </div>
  );
}
