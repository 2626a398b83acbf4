// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openBlobInNewWindow } from './open-file';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('openBlobInNewWindow', () => {
  const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });

  it('opens the file in a new window', () => {
    const open = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', open);
    URL.createObjectURL = vi.fn(() => 'blob:doc-1');
    URL.revokeObjectURL = vi.fn();
    openBlobInNewWindow(pdf, '3F2504E0.pdf');
    expect(open).toHaveBeenCalledWith('blob:doc-1', '_blank');
  });

  it('falls back to a link when a pop-up blocker refuses', () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    URL.createObjectURL = vi.fn(() => 'blob:doc-2');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    openBlobInNewWindow(pdf, '3F2504E0.pdf');
    expect(click).toHaveBeenCalledTimes(1);
  });
});
