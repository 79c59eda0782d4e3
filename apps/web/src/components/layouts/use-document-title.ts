import { useEffect } from 'react';
import { useOrganisation } from '../../config/organisation/organisation-context.tsx';

/** `Page - Brand`, prefixed with "Error: " while the page shows errors (GOV.UK; guide practice 7). */
export function useDocumentTitle(title: string, hasErrors = false): void {
  const brand = useOrganisation().orgBrand.name;
  useEffect(() => {
    document.title = `${hasErrors ? 'Error: ' : ''}${title} - ${brand}`;
  }, [title, hasErrors, brand]);
}
