import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createKeptAnswers } from './kept-answers';
import { createAppConsentSessions } from './use-consent-sessions';
import type { WithdrawnMarks } from './withdrawn-marks';

describe('createAppConsentSessions', () => {
  it('writes again the ending of what the last page withdrew, then reads the log again', async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const updateLog = vi.fn(() => Promise.resolve());
    const marks: WithdrawnMarks = { add: vi.fn(), take: vi.fn(() => ['TX-9']) };
    createAppConsentSessions(
      queryClient,
      { updateLog },
      createKeptAnswers(() => null),
      marks,
    );
    expect(updateLog).toHaveBeenCalledWith('TX-9', {
      response: 'TimeOut',
      consentStatus: 'WITHDRAWN',
    });
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['ussdLog'] }));
  });

  it('writes nothing when nothing was withdrawn', () => {
    const updateLog = vi.fn(() => Promise.resolve());
    const marks: WithdrawnMarks = { add: vi.fn(), take: () => [] };
    createAppConsentSessions(
      new QueryClient(),
      { updateLog },
      createKeptAnswers(() => null),
      marks,
    );
    expect(updateLog).not.toHaveBeenCalled();
  });
});
