import type { UploadedDocument } from '@lintel/domain/application/documents';
import { Fieldset } from '../form/fieldset.tsx';
import { useLazyModule } from '../../lib/lazy-module.ts';
import { fileUploadModule } from './file-upload-module.ts';
import type { SendFile } from './use-file-queue.ts';
import './upload.css';

export interface FileUploadProps {
  /** The field's name: its id for the error summary's link, and its key in the page's errors. */
  name: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** Several files at once where the page asks for more than one. */
  multiple?: boolean;
  /** Offer the phone's camera ("Take a photo") on touch screens. */
  camera?: boolean;
  send: SendFile;
  onSent?: (document: UploadedDocument, file: File) => void;
  /** The button that sends what was chosen. */
  sendLabel?: string;
}

/**
 * The one upload control (issue 17, decision 184). Its working parts (react-dropzone, the queue, the file checks:
 * about 6 KB gzip) are a chunk of their own that the routes showing it start with the page (decision 233), so they
 * are not in any route's first load; until they arrive the field shows its label, hint and error, marked busy.
 */
export function FileUpload(props: FileUploadProps) {
  const control = useLazyModule(fileUploadModule);
  if (control) return <control.FileUploadControl {...props} />;
  const { name, label, hint, error, multiple = false } = props;
  return (
    <Fieldset name={name} legend={label} hint={hint} error={error} className="file-upload" busy>
      <div className="file-upload__zone">
        <p className="file-upload__types">PDF, JPEG or PNG, up to 10 MB{multiple ? ' each' : ''}</p>
      </div>
    </Fieldset>
  );
}
