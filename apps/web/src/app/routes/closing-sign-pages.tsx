import { Loading } from '../../components/ui/loading.tsx';
import { CouldNotLoad, useDocuments } from './closing-route-kit.tsx';
import { SignPage } from '../../features/closing/components/sign-page.tsx';

/** signing/sign: its own chunk, the ceremony's form. */
export function SignRoute() {
  const { uuid, documents } = useDocuments();
  if (documents.isError) return <CouldNotLoad what="your documents" />;
  if (!documents.data) return <Loading label="Loading your documents" />;
  return <SignPage uuid={uuid} documents={documents.data.documents} />;
}

