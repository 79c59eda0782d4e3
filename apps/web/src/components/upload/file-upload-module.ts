import { lazyModule } from '../../lib/lazy-module.ts';

/**
 * The upload control's working parts (react-dropzone, the file queue and checks), out of the first load of the pages
 * that show it (decision 233): their routes start the download with the page, FileUpload renders it once it is here.
 */
export const fileUploadModule = lazyModule(() => import('./file-upload-control.tsx'));
