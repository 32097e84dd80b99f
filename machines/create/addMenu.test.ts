import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { addMenuMachine } from './addMenu.machine';
import { selectAddMenuPage } from './addMenu.selectors';

describe('addMenuMachine', () => {
  it('opens on main, moves between its pages, and closes', () => {
    const menu = createActor(addMenuMachine).start();
    const page = () => selectAddMenuPage(menu.getSnapshot());
    expect(page()).toBe('closed');
    menu.send({ type: 'addMenu.toggle' });
    expect(page()).toBe('main');
    menu.send({ type: 'addMenu.showPrompts' });
    expect(page()).toBe('prompts');
    menu.send({ type: 'addMenu.showPersonas' });
    expect(page()).toBe('prompts');
    menu.send({ type: 'addMenu.back' });
    menu.send({ type: 'addMenu.showPersonas' });
    expect(page()).toBe('personas');
    menu.send({ type: 'addMenu.close' });
    expect(page()).toBe('closed');
    menu.send({ type: 'addMenu.toggle' });
    expect(page()).toBe('main');
    menu.send({ type: 'addMenu.toggle' });
    expect(page()).toBe('closed');
  });
});
