import { Loading } from '../../components/ui/loading.tsx';
import { CouldNotLoad, useDocuments } from './closing-route-kit.tsx';
import { DisclosuresPage } from '../../features/closing/components/disclosures-page.tsx';

/** document/disclosures: its own chunk (the viewer loads after it, decision 191). */
export function DisclosuresRoute() {
  const { uuid, documents } = useDocuments();
  if (documents.isError) return <CouldNotLoad what="your documents" />;
  if (!documents.data) return <Loading label="Loading your documents" />;
  return <DisclosuresPage uuid={uuid} documents={documents.data.documents} />;
}

