/** How long a piece of caller text may be where a message the runtime composes quotes it. */
const SHOWN_LIMIT = 120;

/** Text chosen by a caller (a name, a value) as a message shows it: bounded, so a fault cannot be made huge. */
export function shownText(text: string): string {
  return text.length > SHOWN_LIMIT ? `${text.slice(0, SHOWN_LIMIT)}…` : text;
}
