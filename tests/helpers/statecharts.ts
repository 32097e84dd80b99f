import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { invokeSourcesOf, stateNodesOf, statePathOf } from '../paths/helpers/state-nodes';

interface Transition {
  eventType: string;
  target?: readonly AnyStateNode[];
  guard?: unknown;
  actions: readonly unknown[];
  reenter: boolean;
  delay?: number | string;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim() || '—';
const code = (text: string) => `\`${text}\``;
const row = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;

function table(head: string[], rows: string[][]): string {
  return [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');
}

/** The name of a guard or action as declared in `setup()`; inline ones by function name. */
function nameOf(item: unknown): string {
  if (typeof item === 'string') return item;
  if (typeof item === 'function') {
    const { guards, type } = item as { guards?: unknown[]; type?: string };
    if (guards) return `${item.name}(${guards.map(nameOf).join(', ')})`;
    return (type ?? item.name) || 'inline';
  }
  if (item && typeof item === 'object' && 'type' in item) return String(item.type);
  return 'inline';
}

/** Entry and exit actions, without the raise/cancel pairs xstate adds for `after`. */
function ownActions(actions: readonly unknown[]): string {
  return actions
    .filter((action) => {
      const { id, sendId } = action as { id?: unknown; sendId?: unknown };
      return !String(id ?? sendId ?? '').startsWith('xstate.after.');
    })
    .map(nameOf)
    .join(', ');
}

function delayText(machine: AnyStateMachine, delay: number | string): string {
  if (typeof delay === 'number') return `${delay} ms`;
  const value: unknown = machine.implementations.delays[delay];
  return `${delay} (${typeof value === 'number' ? `${value} ms` : 'dynamic'})`;
}

/** `done: fetchSession`, `error: signIn`, `after sessionRefresh`; with `withMs` the delay too. */
function eventLabel(
  machine: AnyStateMachine,
  t: Transition,
  sources: Map<string, string>,
  withMs: boolean,
): string {
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(t.eventType);
  if (actor) return `${actor[1]}: ${sources.get(actor[2]!) ?? actor[2]}`;
  if (t.delay !== undefined) return `after ${withMs ? delayText(machine, t.delay) : t.delay}`;
  const stateDone = /^xstate\.done\.state\.(.+)$/.exec(t.eventType);
  if (stateDone) return `done: ${stateDone[1]}`;
  return t.eventType || 'always';
}

function transitionsOf(node: AnyStateNode): Transition[] {
  return [...node.transitions.values(), node.always ?? []].flat() as Transition[];
}

function pathLabel(node: AnyStateNode): string {
  return statePathOf(node) || `(${node.machine.id})`;
}

function targetLabel(node: AnyStateNode, t: Transition): string {
  if (!t.target?.length) return '(stays)';
  const reentered = (target: AnyStateNode) => (t.reenter && target === node ? ' (re-entered)' : '');
  return t.target.map((target) => pathLabel(target) + reentered(target)).join(', ');
}

const mermaidId = (node: AnyStateNode) => node.path.join('_');

function isDescendant(node: AnyStateNode, ancestor: AnyStateNode): boolean {
  for (let n = node.parent; n; n = n.parent) if (n === ancestor) return true;
  return false;
}

function commonAncestor(a: AnyStateNode, b: AnyStateNode): AnyStateNode {
  let ancestor = a.parent ?? a;
  while (ancestor.parent && !isDescendant(b, ancestor)) ancestor = ancestor.parent;
  return ancestor;
}

function mermaidBlock(
  machine: AnyStateMachine,
  node: AnyStateNode,
  depth: number,
  sources: Map<string, string>,
): string[] {
  const pad = '  '.repeat(depth);
  const lines: string[] = [];
  const initial = node.initial?.target[0];
  if (initial) lines.push(`${pad}[*] --> ${mermaidId(initial)}`);
  for (const child of Object.values(node.states)) {
    lines.push(`${pad}state "${child.key}" as ${mermaidId(child)}`);
    if (child.type === 'final') lines.push(`${pad}${mermaidId(child)} --> [*]`);
    if (Object.keys(child.states).length) {
      const inner = mermaidBlock(machine, child, depth + 1, sources);
      lines.push(`${pad}state ${mermaidId(child)} {`, ...inner, `${pad}}`);
    }
  }
  // Mermaid draws an arrow inside the block it is written in, so each goes in the block
  // of the closest state containing both of its ends.
  for (const source of stateNodesOf(machine)) {
    for (const t of transitionsOf(source)) {
      for (const target of t.target ?? []) {
        if (commonAncestor(source, target) !== node) continue;
        const guard = t.guard ? ` [${nameOf(t.guard)}]` : '';
        const label = eventLabel(machine, t, sources, false) + guard;
        lines.push(`${pad}${mermaidId(source)} --> ${mermaidId(target)}: ${label}`);
      }
    }
  }
  return lines;
}

function mermaid(machine: AnyStateMachine, sources: Map<string, string>): string {
  const body = Object.keys(machine.root.states).length
    ? mermaidBlock(machine, machine.root, 1, sources)
    : [`  [*] --> ${machine.id}`];
  return ['```mermaid', 'stateDiagram-v2', ...body, '```'].join('\n');
}

interface InvokeDefinition {
  id: string;
  systemId?: string;
}

function invocationsOf(machine: AnyStateMachine, sources: Map<string, string>): string[][] {
  return [machine.root, ...stateNodesOf(machine)].flatMap((node) =>
    (node.invoke as InvokeDefinition[]).map((invoke, i) => {
      const src = sources.get(invoke.id) ?? invoke.id;
      const logic: unknown = (machine.implementations.actors as Record<string, unknown>)[src];
      const child = logic && typeof logic === 'object' && 'root' in logic ? logic : undefined;
      const explicitId = [node.config.invoke].flat()[i]?.id as string | undefined;
      return [
        code(pathLabel(node)),
        child ? `[${src}](${(child as AnyStateMachine).id}.md)` : code(src),
        explicitId ? code(explicitId) : '',
        invoke.systemId ? code(invoke.systemId) : '',
      ];
    }),
  );
}

/**
 * The Markdown page documenting a machine: its description, states, transitions, invoked
 * actors and a Mermaid diagram. Pure and deterministic: the same machine gives the same text.
 */
export function renderStatechart(machine: AnyStateMachine): string {
  const sources = invokeSourcesOf(machine);
  const nodes = stateNodesOf(machine);
  const isInitial = (node: AnyStateNode) => node.parent?.initial?.target[0] === node;

  const states = nodes.map((node) => [
    code(statePathOf(node)),
    node.type,
    isInitial(node) ? 'yes' : '',
    ownActions(node.entry),
    ownActions(node.exit),
    node.description ?? '',
  ]);
  const transitions = [machine.root, ...nodes].flatMap((node) =>
    transitionsOf(node).map((t) => [
      code(pathLabel(node)),
      code(eventLabel(machine, t, sources, true)),
      code(targetLabel(node, t)),
      t.guard ? code(nameOf(t.guard)) : '',
      t.actions.map(nameOf).join(', '),
    ]),
  );
  const invocations = invocationsOf(machine, sources);

  return [
    `# ${machine.id}`,
    machine.root.description ?? '_No description._',
    '## States',
    states.length
      ? table(['State', 'Type', 'Initial', 'Entry', 'Exit', 'Description'], states)
      : '_No child states._',
    '## Transitions',
    transitions.length
      ? table(['Source', 'Event', 'Target', 'Guard', 'Actions'], transitions)
      : '_No transitions._',
    '## Invoked actors',
    invocations.length ? table(['State', 'Actor', 'Id', 'System id'], invocations) : '_None._',
    '## Diagram',
    mermaid(machine, sources),
    '',
  ].join('\n\n');
}

/** The index page linking every machine's page. */
export function renderStatechartIndex(machines: readonly AnyStateMachine[]): string {
  const rows = [...machines]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((m) => [
      `[${m.id}](${m.id}.md)`,
      String(stateNodesOf(m).length),
      m.root.description ?? '',
    ]);
  return [
    '# Statecharts',
    'Generated from `machines/registry.ts` by `npm run docs:statecharts`; do not edit by hand.',
    table(['Machine', 'States', 'Description'], rows),
    '',
  ].join('\n\n');
}

/**
 * Every page by file name (`<id>.md` and `README.md`), formatted as Prettier formats them so
 * `prettier --check` accepts the generated files.
 */
export async function renderStatechartPages(
  machines: readonly AnyStateMachine[],
): Promise<Map<string, string>> {
  const { format, resolveConfig } = await import('prettier');
  const options = { ...(await resolveConfig('docs/statecharts/README.md')), parser: 'markdown' };
  const pages = new Map<string, string>();
  for (const machine of machines) {
    pages.set(`${machine.id}.md`, await format(renderStatechart(machine), options));
  }
  pages.set('README.md', await format(renderStatechartIndex(machines), options));
  return pages;
}
