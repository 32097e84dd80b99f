import { describe, expect, it } from 'vitest';
import { aClip } from '../../tests/paths/helpers/fixtures';
import { ApiError } from './errors';
import { toTaskResponse } from './tasks';

describe('task answers', () => {
  it('takes a request with clips, or one clip (get whole song), as a request', () => {
    const clip = aClip({ id: 'whole', request_id: 'request-9' });
    expect(toTaskResponse({ id: 'request-1', clips: [clip] })).toEqual({
      id: 'request-1',
      clips: [clip],
    });
    expect(toTaskResponse(clip)).toEqual({ id: 'request-9', clips: [clip] });
  });

  it('refuses an answer without clips', () => {
    expect(() => toTaskResponse({ detail: 'ok' })).toThrow(ApiError);
    expect(() => toTaskResponse(null)).toThrow(ApiError);
  });
});
