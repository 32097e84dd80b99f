import { describe, expect, it } from 'vitest';
import { addMenuMachine } from '../../machines/create/addMenu.machine';
import { describePaths } from './helpers/describe-paths';
import { pathOf, replayPath } from './helpers/replay';

describe('addMenu paths', () => {
  describePaths(addMenuMachine);

  it('opens on main again after closing from a sub-page', async () => {
    const snapshot = await replayPath(
      addMenuMachine,
      pathOf(addMenuMachine, {}, [
        'addMenu.toggle',
        'addMenu.showPrompts',
        'addMenu.close',
        'addMenu.toggle',
      ]),
    );
    expect(snapshot.value).toEqual({ open: 'main' });
  });
});
