import type { ComponentType } from 'react';
import { FileUpload } from '../../../components/upload/file-upload.tsx';
import type { SendFile } from '../../../components/upload/use-file-queue.ts';
import type { ConditionUploadSlotProps } from './upload-document-page.tsx';

/**
 * The one upload control (decision 184) on a condition's upload-document page, each file stored through `useSend`:
 * as one of the application's documents on the borrower's page, as one of the signer's own on a signer's (decision
 * 237). The page adds each file it stores to the documents to send.
 */
export function conditionUploadSlot(
  useSend: (uuid: string, documentType: string) => SendFile,
): ComponentType<ConditionUploadSlotProps> {
  return function ConditionFileUpload({ uuid, documentType, label, onUploaded }: ConditionUploadSlotProps) {
    const send = useSend(uuid, documentType);
    return (
      <FileUpload
        name="conditionFiles"
        label={`Upload: ${label}`}
        hint="A PDF, JPEG or PNG file of up to 10 MB each. Each file you upload is added to the documents to send."
        multiple
        camera
        send={send}
        onSent={(document) => onUploaded(document)}
      />
    );
  };
}
