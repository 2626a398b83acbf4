// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { OBJECT_URL_LIFETIME_MS, openDocumentInNewWindow } from './open-document';
import { describeDownloadFailure } from './words';

function fakeWindow() {
  const doc = document.implementation.createHTMLDocument('');
  return {
    document: doc,
    location: { href: 'about:blank' },
    opener: {} as unknown,
    closed: false,
    close: vi.fn(),
  };
}

const createObjectURL = vi.fn(() => 'blob:form-1');
const revokeObjectURL = vi.fn();
beforeEach(() => {
  vi.useFakeTimers();
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});
afterEach(() => vi.useRealTimers());

describe('openDocumentInNewWindow', () => {
  it('opens the window before the fetch, then loads the PDF into it and revokes the URL later', async () => {
    const order: string[] = [];
    const target = fakeWindow();
    const done = openDocumentInNewWindow('DOC-1', {
      openWindow: () => {
        order.push('open');
        return target as unknown as Window;
      },
      fetchDocument: (id) => {
        order.push(`fetch ${id}`);
        return Promise.resolve(new Blob(['%PDF-']));
      },
    });
    expect(order).toEqual(['open', 'fetch DOC-1']);
    expect(target.document.body.textContent).toBe('Opening the form…');
    await done;
    expect(target.location.href).toBe('blob:form-1');
    expect(target.opener).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(OBJECT_URL_LIFETIME_MS);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:form-1');
  });

  it('closes the window and passes the error on when the fetch fails', async () => {
    const target = fakeWindow();
    const failure = new ApiError({ status: 404, message: 'No document', kind: 'http' });
    await expect(
      openDocumentInNewWindow('DOC-2', {
        openWindow: () => target as unknown as Window,
        fetchDocument: () => Promise.reject(failure),
      }),
    ).rejects.toBe(failure);
    expect(target.close).toHaveBeenCalled();
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('offers a download when a pop-up blocker refused the window', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await openDocumentInNewWindow('DOC-3', {
      openWindow: () => null,
      fetchDocument: () => Promise.resolve(new Blob(['%PDF-'])),
    });
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });
});

describe('describeDownloadFailure', () => {
  it('names the status, or the reason when no answer came', () => {
    expect(describeDownloadFailure(new ApiError({ status: 403, message: 'x', kind: 'http' }))).toBe(
      'The form could not be opened (Error: 403)',
    );
    expect(
      describeDownloadFailure(
        new ApiError({ status: 0, message: 'Network error', kind: 'network' }),
      ),
    ).toBe('The form could not be opened (Network error)');
  });
});
