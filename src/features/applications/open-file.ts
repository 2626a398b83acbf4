/**
 * Download Forms (docs/behaviour.md#application-list): the stored file opens in a new browser
 * window. Opening windows is UI, so it lives here and not in src/api.
 */
import { useDownloadDocument } from '../../api';

/** How long an opened file's object URL stays valid (the new window has loaded it by then). */
const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * Opens a file in a new browser window. When a pop-up blocker refuses, the file is offered as a
 * link click instead, which browsers allow.
 */
export function openBlobInNewWindow(blob: Blob, fileName = 'document.pdf'): void {
  const objectUrl = URL.createObjectURL(blob);
  const opened = window.open(objectUrl, '_blank');
  if (!opened) {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.target = '_blank';
    link.rel = 'noopener';
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  }
  setTimeout(() => URL.revokeObjectURL(objectUrl), OBJECT_URL_LIFETIME_MS);
}

/** Fetches a stored document and opens it in a new window. */
export function useDownloadForms() {
  return useDownloadDocument({
    mutationConfig: {
      onSuccess: (blob, fileNetId) => openBlobInNewWindow(blob, `${fileNetId}.pdf`),
    },
  });
}
