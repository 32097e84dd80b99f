/**
 * Writes rhyming couplets from the line templates: a rhyme group is chosen
 * among the class words (preferring the song's topic and themes), then each
 * rhyme word gets a template that ends in its class, and the template's other
 * slots get words of their classes.
 */
import type { Rng } from '../random.ts';
import { rhymeKey } from './rhymes.ts';
import type { Subject, TopicWord } from './subject.ts';
import { LINE_TEMPLATES, slotsOf, type LineRole } from './templates.data.ts';
import { WORD_CLASSES, type WordClass } from './word-classes.data.ts';

interface Ending extends TopicWord {
  key: string;
  last: string;
}

const ALL_TEMPLATES = Object.values(LINE_TEMPLATES).flat();

let groupsCache: Ending[][] | null = null;
/** Class words grouped by rhyme; only groups with two different last words can make a couplet. */
function rhymingEndings(): Ending[][] {
  if (groupsCache) return groupsCache;
  const groups = new Map<string, Ending[]>();
  for (const cls of Object.keys(WORD_CLASSES) as WordClass[]) {
    if (!ALL_TEMPLATES.some((t) => slotsOf(t).at(-1) === cls)) continue;
    for (const { word } of WORD_CLASSES[cls]) {
      const key = rhymeKey(word);
      if (!key) continue;
      const last = word.split(' ').at(-1)!;
      groups.set(key, [...(groups.get(key) ?? []), { word, cls, key, last }]);
    }
  }
  groupsCache = [...groups.values()].filter((g) => new Set(g.map((e) => e.last)).size >= 2);
  return groupsCache;
}

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export class Lyricist {
  private readonly usedTemplates = new Set<string>();
  private readonly usedEnds = new Set<string>();
  private readonly written = new Set<string>();

  constructor(
    private readonly rng: Rng,
    private readonly subject: Subject,
  ) {}

  private themeScore(word: string, cls: WordClass): number {
    const entry = WORD_CLASSES[cls].find((e) => e.word === word);
    if (this.subject.topics.some((t) => t.word === word)) return 4;
    return entry?.themes.filter((t) => this.subject.themes.includes(t)).length ?? 0;
  }

  /** A word of a class for a middle slot: a topic word when one fits, else a word of the themes. */
  private filler(cls: WordClass, avoid: string[]): string {
    const options = WORD_CLASSES[cls].filter((e) => !avoid.includes(e.word));
    const scored = options.map((e) => ({
      word: e.word,
      score: this.themeScore(e.word, cls) + this.rng.next() * 1.5,
    }));
    return scored.sort((a, b) => b.score - a.score)[0]!.word;
  }

  /** A line of `role` ending with `end`; `topic` asks for a middle slot holding a topic word. */
  line(role: LineRole, end: Ending, topic?: TopicWord): string {
    const pool = this.templatesFor(role, end.cls, topic);
    const ranked = pool
      .map((t) => ({
        t,
        score:
          (this.usedTemplates.has(t) ? -4 : 0) +
          (topic && slotsOf(t).slice(0, -1).includes(topic.cls) ? 10 : 0) +
          this.rng.next() * 2,
      }))
      .sort((a, b) => b.score - a.score);
    // The best-ranked template whose line is not written yet (with its middle words drawn again).
    let text = '';
    const others = ALL_TEMPLATES.filter((t) => slotsOf(t).at(-1) === end.cls);
    for (const t of [...ranked.map((r) => r.t), ...ranked.map((r) => r.t), ...others]) {
      text = capitalize(this.fill(t, end, topic));
      if (!this.written.has(text)) {
        this.usedTemplates.add(t);
        break;
      }
    }
    this.written.add(text);
    return text;
  }

  private fill(template: string, end: Ending, topic?: TopicWord): string {
    const slots = slotsOf(template);
    let index = 0;
    return template.replace(/\{(\w+)\}/g, () => {
      const cls = slots[index]!;
      index += 1;
      if (index === slots.length) return end.word;
      if (topic && topic.cls === cls && topic.word !== end.word) return topic.word;
      return this.filler(cls, [end.word]);
    });
  }

  /**
   * Templates of `role` ending in `cls` (of any role when it has none); with a
   * topic, those with a middle slot for it when there are any, looking in every role.
   */
  private templatesFor(role: LineRole, cls: WordClass, topic?: TopicWord): string[] {
    const ending = (templates: string[]) => templates.filter((t) => slotsOf(t).at(-1) === cls);
    const pool =
      ending(LINE_TEMPLATES[role]).length > 0
        ? ending(LINE_TEMPLATES[role])
        : ending(ALL_TEMPLATES);
    if (!topic) return pool;
    const singing = (templates: string[]) =>
      templates.filter((t) => slotsOf(t).slice(0, -1).includes(topic.cls));
    if (singing(pool).length > 0) return singing(pool);
    return singing(ending(ALL_TEMPLATES)).length > 0 ? singing(ending(ALL_TEMPLATES)) : pool;
  }

  /** Whether a line ending in `end` can sing `topic`, as its end or in a middle slot. */
  private canSing(role: LineRole, end: Ending, topic: TopicWord): boolean {
    if (end.word === topic.word) return true;
    return this.templatesFor(role, end.cls, topic).some(
      (t) => slotsOf(t).slice(0, -1).includes(topic.cls) && !this.wouldRepeat(t, end, topic),
    );
  }

  /** Whether a template of only the topic and the end would give a line already written. */
  private wouldRepeat(template: string, end: Ending, topic: TopicWord): boolean {
    if (slotsOf(template).length !== 2) return false;
    let index = 0;
    const text = template.replace(/\{(\w+)\}/g, () => (index++ === 0 ? topic.word : end.word));
    return this.written.has(capitalize(text));
  }

  /** Two rhyming lines of `role`; with `needTopic`, one of them sings a topic word. */
  couplet(role: LineRole, needTopic: boolean): string[] {
    const topic = needTopic ? this.nextTopic() : undefined;
    const fresh = (e: Ending) => !this.usedEnds.has(e.word) || e.word === topic?.word;
    const inRole = (e: Ending) => LINE_TEMPLATES[role].some((t) => slotsOf(t).at(-1) === e.cls);
    const ranked = rhymingEndings()
      .map((group) => {
        const sings = (e: Ending) => !!topic && this.canSing(role, e, topic);
        // A topic may reuse a rhyme already sung rather than go unsung.
        const usable =
          group.filter(fresh).some(sings) || !group.some(sings) ? group.filter(fresh) : group;
        const lasts = new Set(usable.map((e) => e.last)).size;
        const score =
          (lasts >= 2 ? 10 : 0) +
          (usable.some(sings) ? 24 : 0) +
          Math.max(...usable.map((e) => this.themeScore(e.word, e.cls)), 0) +
          (new Set(usable.filter(inRole).map((e) => e.last)).size >= 2 ? 8 : 0) +
          this.rng.next() * 3;
        return { group: usable.length >= 2 ? usable : group, score };
      })
      .sort((a, b) => b.score - a.score);
    const group = ranked[0]!.group;
    const byPreference = [...group].sort(
      (a, b) =>
        Number(!!topic && this.canSing(role, b, topic)) -
          Number(!!topic && this.canSing(role, a, topic)) ||
        Number(fresh(b)) - Number(fresh(a)) ||
        Number(inRole(b)) - Number(inRole(a)) ||
        this.themeScore(b.word, b.cls) - this.themeScore(a.word, a.cls) ||
        this.rng.next() - 0.5,
    );
    const first = byPreference[0]!;
    const second = byPreference.find((e) => e.last !== first.last) ?? byPreference[1]!;
    this.usedEnds.add(first.word);
    this.usedEnds.add(second.word);
    const lines = [this.line(role, first, topic), this.line(role, second)];
    return this.rng.chance(0.5) && !topic ? lines.reverse() : lines;
  }

  private topicTurn = 0;
  /** The song's topic words in turn, so each is sung somewhere. */
  private nextTopic(): TopicWord | undefined {
    const { topics } = this.subject;
    if (topics.length === 0) return undefined;
    this.topicTurn += 1;
    return topics[(this.topicTurn - 1) % topics.length];
  }
}
