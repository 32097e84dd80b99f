import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { stripDescriptions } from './strip-descriptions';

const ID = '/repo/machines/create/create.machine.ts';

function strip(code: string, id = ID): string {
  const transform = stripDescriptions().transform as (
    this: { parse: typeof parseAst },
    code: string,
    id: string,
  ) => { code: string } | undefined;
  return transform.call({ parse: parseAst }, code, id)?.code ?? code;
}

describe('stripDescriptions', () => {
  it("drops states', transitions' and the machine's descriptions", () => {
    const code = `export const m = createMachine({
      id: 'm', description: 'The machine.', initial: 'idle',
      states: {
        idle: { description: 'Waits' + ' here.', on: { go: { target: 'busy', description: \`Goes.\` } } },
        busy: { description: 'Lone.' },
      },
    });`;
    const out = strip(code);
    expect(out).not.toContain('description');
    expect(() => parseAst(out)).not.toThrow();
    expect(out).toContain("initial: 'idle'");
  });

  it('keeps a form field named description and anything outside machine files', () => {
    const field = `const m = createMachine({ context: { fields: { description: '', lyrics: '' } }, initial: 'a', states: { a: {} } });`;
    expect(strip(field)).toContain("description: ''");
    const elsewhere = `const x = { initial: 'a', description: 'kept' };`;
    expect(strip(elsewhere, '/repo/src/web/x.ts')).toBe(elsewhere);
  });
});
