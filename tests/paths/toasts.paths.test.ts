import { describe, expect, it } from 'vitest';
import { toastsMachine, type ToastsEvent } from '../../machines/toasts/toasts.machine';
import { describePaths } from './helpers/describe-paths';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const samples: SampleOptions<ToastsEvent> = {
  events: {
    'toasts.show': [{ type: 'toasts.show', code: 'clipStuck' }],
    'toasts.dismiss': [{ type: 'toasts.dismiss', id: 1 }],
    'toasts.expire': [{ type: 'toasts.expire', id: 1 }],
  },
};

describe('toasts paths', () => {
  describePaths(toastsMachine, samples);

  it('shows the same message once while it is on screen', async () => {
    const snapshot = await replayPath(
      toastsMachine,
      pathOf(toastsMachine, samples, ['toasts.show', 'toasts.show']),
    );
    expect(snapshot.context.toasts).toEqual([{ id: 1, code: 'clipStuck' }]);
  });
});
