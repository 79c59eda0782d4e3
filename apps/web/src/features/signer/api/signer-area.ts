import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  acceptInvitation,
  previewInvitation,
  signerApplication,
  signerApplications,
  signerBookNotary,
  signerDocuments,
  signerNotarySlots,
  signerSign,
  signerUpload,
  signerVerifyIdentity,
} from '@lintel/domain/api/endpoints/signers';
import type { IdType } from '@lintel/domain/application/identity-verification';
import type { AcceptInvitation } from '@lintel/domain/signers/signer-acceptance';
import type { SignerNotaryBody } from '@lintel/domain/signers/signer-area';
import type { SendFile } from '../../../components/upload/use-file-queue.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { writeToken } from '../../../lib/session-token.ts';

const key = (uuid: string) => ['signer', 'application', uuid] as const;

export function useMySignerApplications() {
  return useQuery({
    queryKey: ['signer', 'mine'],
    queryFn: ({ signal }) => apiClient.call(signerApplications, { signal }),
  });
}

export const signerApplicationQuery = (uuid: string) =>
  queryOptions({
    queryKey: key(uuid),
    queryFn: ({ signal }) => apiClient.call(signerApplication, { params: { uuid }, signal }),
  });

export function useSignerApplication(uuid: string) {
  return useQuery(signerApplicationQuery(uuid));
}

export function useSignerDocuments(uuid: string) {
  return useQuery({
    queryKey: [...key(uuid), 'documents'],
    queryFn: ({ signal }) => apiClient.call(signerDocuments, { params: { uuid }, signal }),
  });
}

/** Sends one ID photo; the list of what was sent is read again afterwards. */
export function useSendSignerDocument(uuid: string, type: string): SendFile {
  const queryClient = useQueryClient();
  return useCallback(
    async (file, contentType, onProgress, signal) => {
      const answer = await apiClient.upload(signerUpload, {
        params: { uuid, type },
        file,
        contentType,
        onProgress,
        signal,
      });
      await queryClient.invalidateQueries({ queryKey: [...key(uuid), 'documents'] });
      return {
        uuid: answer.id,
        type: answer.type,
        fileName: file.name,
        contentType,
        sizeBytes: file.size,
        createdAt: answer.createdAt,
      };
    },
    [queryClient, uuid, type],
  );
}

/** A signer step's call; afterwards the signer's view (their progress) is read again. */
function useSignerStep<B, R>(uuid: string, call: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(uuid) }),
  });
}

export const useSignerVerifyIdentity = (uuid: string) =>
  useSignerStep(uuid, (body: { idType: IdType }) =>
    apiClient.call(signerVerifyIdentity, { params: { uuid }, body }),
  );

export const useSignerSign = (uuid: string) =>
  useSignerStep(uuid, (body: { esignConsent: true; signedName: string }) =>
    apiClient.call(signerSign, { params: { uuid }, body }),
  );

export const useSignerBookNotary = (uuid: string) =>
  useSignerStep(
    uuid,
    (body: SignerNotaryBody) =>
      apiClient.call(signerBookNotary, { params: { uuid }, body }),
  );

export function useSignerNotarySlots(uuid: string, enabled: boolean) {
  return useQuery({
    queryKey: [...key(uuid), 'slots'],
    queryFn: ({ signal }) => apiClient.call(signerNotarySlots, { params: { uuid }, signal }),
    enabled,
  });
}

const INVITATION_KEY = ['signer', 'invitation'] as const;

export function useInvitationPreview(token: string | undefined) {
  return useQuery({
    queryKey: [...INVITATION_KEY, token],
    queryFn: () => apiClient.call(previewInvitation, { body: { token: token ?? '' }, skipAuthRedirect: true }),
    enabled: Boolean(token),
    retry: false,
  });
}

/**
 * Accepting with one password (a new one, or the email's account's: the server decides, decision 247); the session
 * it answers is stored as any login's. Every read starts again for the new session, except the invitation's own
 * preview: its token is spent now, and asking again would only be refused (the 400 the page used to log).
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptInvitation) => apiClient.call(acceptInvitation, { body, skipAuthRedirect: true }),
    onSuccess: async ({ jwt }) => {
      writeToken(jwt);
      const preview = (queryKey: readonly unknown[]) => INVITATION_KEY.every((part, i) => queryKey[i] === part);
      await queryClient.resetQueries({ predicate: (query) => !preview(query.queryKey) });
    },
  });
}
