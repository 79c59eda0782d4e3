import { useContext, useEffect } from 'react';
import { useOrganisation } from '../../config/organisation/organisation-context.tsx';
import { ServerRendering } from './server-rendering.ts';

/** `Page - Brand`, prefixed with "Error: " while the page shows errors (GOV.UK; guide practice 7). */
export function useDocumentTitle(title: string, hasErrors = false): void {
  const brand = useOrganisation().orgBrand.name;
  const text = `${hasErrors ? 'Error: ' : ''}${title} - ${brand}`;
  useContext(ServerRendering)?.setTitle?.(text);
  useEffect(() => {
    document.title = text;
  }, [text]);
}
