import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createKeptAnswers } from './kept-answers';
import { createAppConsentSessions } from './use-consent-sessions';
import { createWithdrawnMarks } from './withdrawn-marks';

describe('createAppConsentSessions', () => {
  it('writes again the ending of what the last page withdrew, then reads the log again', async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const updateLog = vi.fn(() => Promise.resolve());
    const marks = createWithdrawnMarks();
    marks.getState().add(['TX-9']);
    createAppConsentSessions(queryClient, { updateLog }, createKeptAnswers(), marks);
    // Taken once: the next page has none left to write.
    expect(marks.getState().marks).toEqual([]);
    expect(updateLog).toHaveBeenCalledWith('TX-9', {
      response: 'TimeOut',
      consentStatus: 'WITHDRAWN',
    });
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['ussdLog'] }));
  });

  it('writes nothing when nothing was withdrawn', () => {
    const updateLog = vi.fn(() => Promise.resolve());
    createAppConsentSessions(
      new QueryClient(),
      { updateLog },
      createKeptAnswers(),
      createWithdrawnMarks(),
    );
    expect(updateLog).not.toHaveBeenCalled();
  });
});
