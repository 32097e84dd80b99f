import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** Keys only a state node or a transition has: an object with one of them is machine config. */
const MACHINE_CONFIG_KEYS = new Set([
  'on',
  'states',
  'initial',
  'invoke',
  'entry',
  'exit',
  'after',
  'always',
  'target',
  'actions',
  'guard',
  'onDone',
  'onError',
  'tags',
]);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const keyName = (property: Node) => {
  const key = property.key as Node | undefined;
  if (!key || property.computed) return undefined;
  return key.type === 'Identifier' ? (key.name as string) : (key.value as string | undefined);
};

/** A string written out: a literal, a template without expressions, or literals joined by +. */
const isText = (node: Node): boolean =>
  (node.type === 'Literal' && typeof node.value === 'string') ||
  (node.type === 'TemplateLiteral' && (node.expressions as Node[]).length === 0) ||
  (node.type === 'BinaryExpression' && isText(node.left as Node) && isText(node.right as Node));

/** Every object expression in a tree, depth first. */
function* objects(node: unknown): Generator<Node> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) yield* objects(item);
    return;
  }
  if ((node as Node).type === 'ObjectExpression') yield node as Node;
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'parent' && value && typeof value === 'object') yield* objects(value);
  }
}

/**
 * Leaves the `description` of states and transitions out of the web build's machines (issue
 * 11, the first route's code: ~3 KB gzipped on /create). They are for people: the Stately
 * visualiser and the generated statechart docs read the sources, never the bundle, and nothing
 * in the app reads them at run time. A form field named `description` is not machine config
 * and stays: only objects that also have a state's or transition's keys, or nothing else,
 * lose theirs.
 */
export function stripDescriptions(): Plugin {
  return {
    name: 'openchirp:strip-machine-descriptions',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/[\\/]machines[\\/].*\.machine\.ts$/.test(id) || !code.includes('description')) return;
      const program = this.parse(code);
      const edited = new MagicString(code);
      for (const object of objects(program)) {
        const properties = (object.properties as Node[]).filter((p) => p.type === 'Property');
        const lone = properties.length === 1 && (object.properties as Node[]).length === 1;
        if (!lone && !properties.some((p) => MACHINE_CONFIG_KEYS.has(keyName(p) ?? ''))) continue;
        for (const property of properties) {
          if (keyName(property) !== 'description' || !isText(property.value as Node)) continue;
          // With the comma after it, so the object stays well formed.
          const end = code.slice(property.end).match(/^\s*,/)?.[0].length ?? 0;
          edited.remove(property.start, property.end + end);
        }
      }
      if (!edited.hasChanged()) return;
      return { code: edited.toString(), map: edited.generateMap({ hires: true, source: id }) };
    },
  };
}
