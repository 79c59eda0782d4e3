import { fileUploadModule } from '../../components/upload/file-upload-module.ts';

/**
 * A page chunk that shows the upload control starts its code when it loads (decision 233); a failed download is
 * tried again when the control mounts, which then shows the route's error page if it fails again.
 */
export function preloadFileUpload(): void {
  fileUploadModule.preload().catch(() => undefined);
}
