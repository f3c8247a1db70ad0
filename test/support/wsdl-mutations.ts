/**
 * Changes to a WSDL or schema document as a damaged or hand-edited one would carry them, chosen by a seeded
 * generator so that a failing case can be replayed: an attribute removed, given another value of the document
 * or a hostile one, repeated; an element removed or repeated, with its content or empty.
 */

/** A linear congruential generator: the same seed gives the same changes on every machine. */
export class SeededChoices {
  #state: number;
  constructor(seed: number) {
    this.#state = seed & 0x7fffffff;
  }
  /** A number in [0, 1). */
  next(): number {
    this.#state = (this.#state * 1103515245 + 12345) & 0x7fffffff;
    return this.#state / 0x80000000;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
}

/** Values a hostile document puts in attributes: bad occurs, undeclared or empty prefixes, prototype names. */
const HOSTILE_VALUES = ["", "-1", "0", "unbounded", "99999999999999999999", "x:y", "tns:Nope", "s:int", "xs:string", "__proto__", "constructor", "true", "qualified", "a b", "tns:", ":x", "xmlns"];

/** What was changed, for the test's name and message. */
export interface Mutation {
  readonly text: string;
  readonly change: string;
}

/** One change to `text`, chosen by `choices`. */
export function mutateDocument(text: string, choices: SeededChoices): Mutation {
  const attributes = [...text.matchAll(/ ([\w:.-]+)="([^"]*)"/g)];
  const empties = [...text.matchAll(/<[\w:.-]+(?: [^<>]*)?\/>/g)];
  const opens = [...text.matchAll(/<([\w:.-]+)(?: [^<>]*)?>/g)].filter((m) => !m[0].endsWith("/>"));
  const at = (m: RegExpMatchArray, replacement: string): string => text.slice(0, m.index) + replacement + text.slice(m.index! + m[0].length);
  const line = (m: RegExpMatchArray): number => text.slice(0, m.index).split("\n").length;
  switch (Math.floor(choices.next() * 7)) {
    case 0:
      if (attributes.length === 0) break;
      {
        const m = choices.pick(attributes);
        return { text: at(m, ""), change: `${m[1]} removed (line ${line(m)})` };
      }
    case 1:
      if (attributes.length === 0) break;
      {
        const m = choices.pick(attributes);
        const value = choices.next() < 0.5 ? choices.pick(attributes)[2]! : choices.pick(HOSTILE_VALUES);
        return { text: at(m, ` ${m[1]}="${value}"`), change: `${m[1]}="${value}" (line ${line(m)})` };
      }
    case 2:
      if (attributes.length === 0) break;
      {
        const m = choices.pick(attributes);
        const value = choices.pick(HOSTILE_VALUES);
        return { text: at(m, `${m[0]} ${m[1]}="${value}"`), change: `${m[1]} repeated (line ${line(m)})` };
      }
    case 3:
      if (empties.length === 0) break;
      {
        const m = choices.pick(empties);
        return { text: at(m, ""), change: `empty element removed (line ${line(m)})` };
      }
    case 4:
      if (empties.length === 0) break;
      {
        const m = choices.pick(empties);
        return { text: at(m, m[0] + m[0]), change: `empty element repeated (line ${line(m)})` };
      }
    case 5:
    case 6: {
      if (opens.length === 0) break;
      const m = choices.pick(opens);
      const close = text.indexOf(`</${m[1]}>`, m.index!);
      if (close < 0) break;
      const end = close + m[1]!.length + 3;
      const whole = text.slice(m.index!, end);
      const repeat = choices.next() < 0.5;
      return {
        text: text.slice(0, m.index) + (repeat ? whole + whole : "") + text.slice(end),
        change: `<${m[1]}> ${repeat ? "repeated" : "removed"} with its content (line ${line(m)})`,
      };
    }
  }
  return { text: text.replace(/minOccurs="1"/, 'minOccurs="7"'), change: 'a minOccurs="7"' };
}
