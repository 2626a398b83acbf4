/**
 * Download Forms (docs/behaviour.md#mandate-documents): the window is opened inside the click (a
 * pop-up blocker allows only that), then the PDF is loaded into it, or it is closed on failure.
 */
import { useState } from 'react';
import { fetchDocument } from '../../api';
import { toast } from '../../components';
import { BUSY } from '../consent';
import { describeDownloadFailure } from './words';

/** How long the object URL lives after it is handed to the window (the viewer reads it at once). */
export const OBJECT_URL_LIFETIME_MS = 60_000;

export interface OpenDocumentDeps {
  fetchDocument: (fileNetId: string) => Promise<Blob>;
  /** Opens an empty window; default `window.open('', '_blank')`. */
  openWindow?: () => Window | null;
}

function showLoading(target: Window) {
  try {
    target.document.title = BUSY.opening;
    target.document.body.textContent = BUSY.opening;
  } catch {
    // A window we cannot write to still gets the PDF.
  }
}

/** Offers the file as a download when no window could be opened (a blocker refused it). */
function downloadByLink(objectUrl: string, fileName: string) {
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Call synchronously from the click handler; resolves once the PDF went to the window. */
export async function openDocumentInNewWindow(
  fileNetId: string,
  deps: OpenDocumentDeps,
): Promise<void> {
  const target = (deps.openWindow ?? (() => window.open('', '_blank')))();
  if (target) showLoading(target);
  let blob: Blob;
  try {
    blob = await deps.fetchDocument(fileNetId);
  } catch (error) {
    target?.close();
    throw error;
  }
  const objectUrl = URL.createObjectURL(blob);
  if (target && !target.closed) {
    // The PDF is ours; the window needs no way back to this page.
    target.opener = null;
    target.location.href = objectUrl;
  } else {
    downloadByLink(objectUrl, `${fileNetId}.pdf`);
  }
  setTimeout(() => URL.revokeObjectURL(objectUrl), OBJECT_URL_LIFETIME_MS);
}

/** Download Forms: `open(fileNetId)` on press; `openingId` is the file being fetched. */
export function useOpenDocument() {
  const [openingId, setOpeningId] = useState<string | undefined>();
  const open = (fileNetId: string) => {
    setOpeningId(fileNetId);
    openDocumentInNewWindow(fileNetId, { fetchDocument })
      .catch((error: unknown) => toast.error(describeDownloadFailure(error)))
      .finally(() => setOpeningId(undefined));
  };
  return { open, openingId };
}
