import { getRouteApi } from '@tanstack/react-router';
import { CouldNotLoad, useDocuments } from './closing-route-kit.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { SigndocsPage } from '../../features/closing/components/signdocs-page.tsx';
import {
  SigningAdditionalPage,
  SigningIntroPage,
  SigningSupportPage,
} from '../../features/closing/components/signing-pages.tsx';

const applicationApi = getRouteApi('/account/heloc/$uuid');

export function SigndocsRoute() {
  const { uuid, documents } = useDocuments();
  if (documents.isError) return <CouldNotLoad what="your documents" />;
  if (!documents.data) return <Loading label="Loading your documents" />;
  return <SigndocsPage uuid={uuid} documents={documents.data.documents} />;
}

export function SigningIntroRoute() {
  const { uuid } = applicationApi.useParams();
  return <SigningIntroPage uuid={uuid} />;
}

export function SigningAdditionalRoute() {
  const { uuid } = applicationApi.useParams();
  return <SigningAdditionalPage uuid={uuid} />;
}

export function SigningSupportRoute() {
  const { uuid } = applicationApi.useParams();
  return <SigningSupportPage uuid={uuid} />;
}
