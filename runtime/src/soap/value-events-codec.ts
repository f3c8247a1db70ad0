/**
 * The event reader of classes and arrays (value-events.ts) as a client's codec: a client reads a class or an
 * array result from the parser's events when its descriptor names it (`codecs: { valueEvents:
 * valueEventsCodec }`), as every XmlSerializer service's does; else from the tree, which gives the same value
 * or error. A DataContractSerializer service's values are read from the tree only, so its client carries
 * none of the event reader. (The server imports value-events.ts itself.)
 */
import type { ValueEventsCodec } from "./codecs.js";
import { readsFromEvents, valueContentReader } from "./value-events.js";

export const valueEventsCodec: ValueEventsCodec = { reads: readsFromEvents, contentReader: valueContentReader };
