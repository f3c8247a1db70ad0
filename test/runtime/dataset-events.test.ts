/**
 * The event path (a DataSet read from parser events while the document is parsed, read-events.ts) against the
 * tree path (parseXml, then decodeDataSet on the element tree), which is the reference: for every recorded
 * payload, every DataSet the builders can make, and thousands of damaged ones, both give the same DataSet or
 * DataTable (values, key order, states, frozen rows) or fail with the same error class, message and place.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dataSetContentReader } from "../../runtime/src/dataset/read-events.js";
import {
  DataSet,
  DataTable,
  dataSet,
  decodeDataSet,
  decodeDataTable,
  encodeDataSet,
  table,
  type DataRow,
} from "../../runtime/src/dataset/index.js";
import { escapeAttribute, escapeText } from "../../runtime/src/xml/escape.js";
import {
  DEFAULT_XML_LIMITS,
  parseXml,
  type Capture,
  type XmlElement,
  type XmlLimits,
  type XmlNode,
} from "../../runtime/src/xml/tree.js";
import { REFERENCE_DIR, TRACKING_REFERENCE_DIR } from "../support/paths.js";
import { dataSets } from "./dataset-arbitraries.js";

/** Child-element positions from the root to an element. */
type Path = readonly number[];

function elements(element: XmlElement): XmlElement[] {
  return element.children.filter((c): c is XmlElement => typeof c !== "string");
}

function at(root: XmlElement, path: Path): XmlElement {
  let element = root;
  for (const index of path) element = elements(element)[index]!;
  return element;
}

/** Captures the element at `path` (its parent's children are built up to it when it opens). */
function captureAt(path: Path): Capture {
  return (element, ancestors) => {
    if (ancestors.length !== path.length) return undefined;
    const chain = [...ancestors, element];
    for (let i = 0; i < path.length; i++) if (elements(chain[i]!).indexOf(chain[i + 1]!) !== path[i]) return undefined;
    return dataSetContentReader(element);
  };
}

type Read = (container: XmlElement) => DataSet | DataTable | null;

const READS: Readonly<Record<string, Read>> = {
  dataSet: (c) => decodeDataSet(c),
  dataSetOrEmpty: (c) => decodeDataSet(c, { withoutSchema: "empty" }),
  dataTable: (c) => decodeDataTable(c),
};

function rowView(row: DataRow): unknown {
  return {
    frozen: Object.isFrozen(row),
    keys: Object.keys(row),
    values: Object.entries(row.values),
    valuesFrozen: Object.isFrozen(row.values),
    state: row.state,
    original: row.original && Object.entries(row.original),
    error: row.error,
    columnErrors: row.columnErrors,
  };
}

function tableView(table: DataTable): unknown {
  return { name: table.name, columns: table.columns, rows: table.rows.map((r) => rowView(r)) };
}

/** Everything a caller can see of a result, or of an error. */
function outcome(read: () => DataSet | DataTable | null): unknown {
  try {
    const value = read();
    if (value === null) return null;
    if (value instanceof DataTable) return { table: tableView(value) };
    const { name, namespace, locale, caseSensitive, mainTable } = value;
    return { dataSet: { name, namespace, locale, caseSensitive, mainTable, tables: value.tables.map(tableView) } };
  } catch (error) {
    const e = error as Error & Record<string, unknown>;
    const fields = Object.fromEntries(Object.entries(e).filter(([, v]) => typeof v !== "object"));
    return { error: { class: e.constructor.name, name: e.name, message: e.message, ...fields } };
  }
}

interface Compared {
  readonly tree: unknown;
  readonly events: unknown;
}

/** The element at `path` of a parse (the parse's error, if it fails), read with every reading. */
function readAll(parse: () => XmlElement, path: Path): unknown[] {
  let root: XmlElement;
  try {
    root = parse();
  } catch (error) {
    return Object.values(READS).map(() =>
      outcome(() => {
        throw error;
      }),
    );
  }
  return Object.values(READS).map((read) => outcome(() => read(at(root, path))));
}

/** Decodes the element at `path` of `document` both ways with every reading. `tree`: the document already parsed. */
function compare(
  document: string,
  path: Path,
  limits: XmlLimits = DEFAULT_XML_LIMITS,
  tree?: () => XmlElement,
): Compared[] {
  const byTree = readAll(tree ?? (() => parseXml(document, limits)), path);
  const byEvents = readAll(() => parseXml(document, limits, captureAt(path)), path);
  return byTree.map((result, i) => ({ tree: result, events: byEvents[i] }));
}

function expectSame(document: string, path: Path, limits?: XmlLimits, tree?: () => XmlElement): Compared[] {
  const results = compare(document, path, limits, tree);
  for (const { tree, events } of results) expect(events, document).toEqual(tree);
  return results;
}

/** Everything but the captured element's content is the same tree. */
function serialize(node: XmlNode | Mutable | { raw: string }): string {
  if (typeof node === "string") return escapeText(node);
  if ("raw" in node) return node.raw;
  const attributes = node.attributes.map((a) => ` ${a.name}="${escapeAttribute(a.value)}"`).join("");
  const children: readonly (XmlNode | Mutable | { raw: string })[] = node.children;
  if (children.length === 0) return `<${node.name}${attributes} />`;
  return `<${node.name}${attributes}>${children.map((c) => serialize(c)).join("")}</${node.name}>`;
}

describe("recorded payloads", () => {
  function bodies(dir: string): { name: string; body: string }[] {
    return ["exchanges", "client-requests", "errors"].flatMap((folder) =>
      readdirSync(join(dir, folder))
        .filter((f) => f.endsWith(".txt"))
        .map((f) => {
          const raw = readFileSync(join(dir, folder, f), "utf8");
          const split = raw.indexOf("\r\n\r\n");
          return { name: `${folder}/${f}`, body: split < 0 ? raw : raw.slice(split + 4) };
        }),
    );
  }

  it("every element of every recorded message reads the same both ways", () => {
    let documents = 0;
    let decoded = 0;
    let refused = 0;
    for (const { body } of [...bodies(REFERENCE_DIR), ...bodies(TRACKING_REFERENCE_DIR)]) {
      let root: XmlElement;
      try {
        root = parseXml(body);
      } catch {
        continue; // not XML (HTTP GET requests, HTML error pages): nothing to capture
      }
      documents++;
      const walk = (element: XmlElement, path: Path): void => {
        for (const { tree } of expectSame(body, path, undefined, () => root)) {
          if (tree && typeof tree === "object" && ("dataSet" in tree || "table" in tree)) decoded++;
          if (tree && typeof tree === "object" && "error" in tree) refused++;
        }
        // DataSet containers sit at most four levels down (Envelope, Body, response, result, and a level more).
        if (path.length < 5) elements(element).forEach((child, i) => walk(child, [...path, i]));
      };
      if (root.local !== "definitions") walk(root, []); // WSDL documents: hundreds of elements, none a DataSet
    }
    // The recordings hold dozens of DataSets and DataTables, and plenty of elements that are not one.
    expect(documents).toBeGreaterThan(300);
    expect(decoded).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(1000);
  });

  it("the rest of the tree is unchanged, and the captured element keeps its attributes", () => {
    const body = readFileSync(join(REFERENCE_DIR, "exchanges/GetStatus.soap11.response.txt"), "utf8").split(
      "\r\n\r\n",
    )[1]!;
    const path = [0, 0, 0];
    const plain = parseXml(body);
    const captured = parseXml(body, DEFAULT_XML_LIMITS, captureAt(path));
    expect(at(captured, path).children).toEqual([]);
    expect(at(captured, path).attributes).toEqual(at(plain, path).attributes);
    (at(plain, path).children as XmlNode[]).length = 0;
    expect(serialize(captured)).toBe(serialize(plain));
    expect(decodeDataSet(at(captured, path))!.tables[0]!.rows).toHaveLength(2);
  });
});

/** A document as a tree that mutations can change; `raw` nodes are written as they are (CDATA, comments). */
interface Mutable {
  name: string;
  attributes: { name: string; value: string }[];
  children: (Mutable | string | { raw: string })[];
}

function mutable(element: XmlElement): Mutable {
  return {
    name: element.name,
    attributes: element.attributes.map((a) => ({ name: a.name, value: a.value })),
    children: element.children.map((c) => (typeof c === "string" ? c : mutable(c))),
  };
}

function copy(node: Mutable): Mutable {
  return structuredClone(node);
}

const TEXTS: readonly (string | { raw: string })[] = [
  "",
  " ",
  "x",
  "\n  ",
  " 12 ",
  "-0",
  "+7",
  "007",
  "1E400",
  "NaN",
  "-INF",
  "2024-02-30T00:00:00",
  "2024-02-29T23:59:59.5+14:00",
  "2024-01-01T00:00:00+14:01",
  "2024-01-01T00:00:00.Z",
  " 2024-01-01T00:00:00Z",
  "99999999999",
  "4294967296",
  "true",
  " 1 ",
  "yes",
  "12.50",
  ".5",
  "7.",
  ".",
  "1e5",
  "AAEC/w==",
  "AAE",
  "{0f8fad5b-d9cb-469f-a165-70867728950e}",
  "<&>",
  "  \t",
  "123456789012345678901234567890",
  "-2147483648",
  "2147483648",
  "255",
  "256",
  "00000000000000000000000000012.5",
  "9223372036854775808",
  "-9223372036854775808",
  { raw: "<![CDATA[12]]>" },
  { raw: "1<!-- c -->2" },
  { raw: "<?pi x?>" },
  { raw: "&#x20;" },
  { raw: "&#65;" },
];

const DECLARATIONS: Readonly<Record<string, string>> = {
  xsi: "http://www.w3.org/2001/XMLSchema-instance",
  diffgr: "urn:schemas-microsoft-com:xml-diffgram-v1",
  msdata: "urn:schemas-microsoft-com:xml-msdata",
  xs: "http://www.w3.org/2001/XMLSchema",
};

const ATTRIBUTES: readonly (readonly [string, string])[] = [
  ["xsi:nil", "true"],
  ["xsi:nil", " 1 "],
  ["xsi:nil", "false"],
  ["diffgr:hasChanges", "modified"],
  ["diffgr:hasChanges", "inserted"],
  ["diffgr:hasChanges", "descent"],
  ["diffgr:hasChanges", "bogus"],
  ["diffgr:id", "Status1"],
  ["diffgr:id", "X"],
  ["diffgr:id", ""],
  ["msdata:rowOrder", "0"],
  ["msdata:rowOrder", "3"],
  ["msdata:rowOrder", " 2 "],
  ["msdata:rowOrder", "-1"],
  ["msdata:rowOrder", "x"],
  ["msdata:rowOrder", "1234567890"],
  ["msdata:rowOrder", "+1"],
  ["msdata:rowOrder", "0000000001"],
  ["plain", "x"],
  ["diffgr:Error", "oops"],
  ["msdata:IsDataSet", "true"],
  ["name", "X"],
  ["type", "xs:int"],
  ["minOccurs", "0"],
  ["xmlns", "urn:other"],
  ["xmlns", ""],
];

const ELEMENTS: readonly string[] = [
  "<x />",
  "<Extra>1</Extra>",
  '<diffgr:before xmlns:diffgr="urn:schemas-microsoft-com:xml-diffgram-v1" />',
  '<diffgr:foo xmlns:diffgr="urn:schemas-microsoft-com:xml-diffgram-v1" />',
  '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" />',
  "<a><b /></a>",
];

type Mutation =
  | { kind: "remove" | "duplicate" | "swap" | "move"; target: number; a: number; b: number }
  | { kind: "insertText" | "setText"; target: number; a: number; text: number }
  | { kind: "attribute"; target: number; attribute: number }
  | { kind: "element"; target: number; a: number; element: number }
  | { kind: "rename"; target: number; a: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({
    kind: fc.constantFrom("remove", "duplicate", "swap", "move"),
    target: fc.nat(),
    a: fc.nat(),
    b: fc.nat(),
  }),
  fc.record({ kind: fc.constantFrom("insertText", "setText"), target: fc.nat(), a: fc.nat(), text: fc.nat() }),
  fc.record({ kind: fc.constant("attribute"), target: fc.nat(), attribute: fc.nat() }),
  fc.record({ kind: fc.constant("element"), target: fc.nat(), a: fc.nat(), element: fc.nat() }),
  fc.record({ kind: fc.constant("rename"), target: fc.nat(), a: fc.nat() }),
) as fc.Arbitrary<Mutation>;

function allElements(node: Mutable): Mutable[] {
  return [node, ...node.children.flatMap((c) => (typeof c === "string" || "raw" in c ? [] : allElements(c)))];
}

function contains(node: Mutable, other: Mutable): boolean {
  return node === other || node.children.some((c) => typeof c !== "string" && !("raw" in c) && contains(c, other));
}

/** Applies a mutation somewhere inside the container (the container itself included). */
function apply(container: Mutable, m: Mutation): void {
  const all = allElements(container);
  const target = all[m.target % all.length]!;
  const children = target.children;
  switch (m.kind) {
    case "remove":
      if (children.length) children.splice(m.a % children.length, 1);
      break;
    case "duplicate":
      if (children.length) {
        const i = m.a % children.length;
        const child = children[i]!;
        children.splice(i + 1, 0, typeof child === "string" || "raw" in child ? child : copy(child));
      }
      break;
    case "swap":
      if (children.length > 1) {
        const i = m.a % children.length;
        const j = m.b % children.length;
        [children[i], children[j]] = [children[j]!, children[i]!];
      }
      break;
    case "move": {
      const moved = all[m.a % all.length]!;
      if (moved === container || contains(moved, target)) break;
      for (const parent of all) {
        const index = parent.children.indexOf(moved);
        if (index >= 0) parent.children.splice(index, 1);
      }
      children.splice(m.b % (children.length + 1), 0, moved);
      break;
    }
    case "insertText":
      children.splice(m.a % (children.length + 1), 0, TEXTS[m.text % TEXTS.length]!);
      break;
    case "setText":
      children.splice(0, children.length, TEXTS[m.text % TEXTS.length]!);
      break;
    case "attribute": {
      const [name, value] = ATTRIBUTES[m.attribute % ATTRIBUTES.length]!;
      const prefix = name.includes(":") ? name.split(":")[0]! : undefined;
      const existing = target.attributes.find((a) => a.name === name);
      if (existing) existing.value = value;
      else target.attributes.push({ name, value });
      if (prefix && !target.attributes.some((a) => a.name === `xmlns:${prefix}`))
        target.attributes.push({ name: `xmlns:${prefix}`, value: DECLARATIONS[prefix]! });
      break;
    }
    case "element":
      children.splice(m.a % (children.length + 1), 0, { raw: ELEMENTS[m.element % ELEMENTS.length]! });
      break;
    case "rename":
      target.name = all[m.a % all.length]!.name;
      break;
  }
}

function documentOf(content: string): string {
  return `<Envelope xmlns="urn:service"><Result xmlns="urn:service" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">${content}</Result></Envelope>`;
}

const layouts = fc.constantFrom({ layout: "compact" as const }, { layout: "indented" as const, depth: 1 });

describe("generated DataSets", () => {
  it("decode the same both ways, in both layouts", () => {
    fc.assert(
      fc.property(dataSets, layouts, (ds, layout) => {
        const results = expectSame(documentOf(encodeDataSet(ds, layout)), [0]);
        expect(results[0]!.tree).toHaveProperty("dataSet");
      }),
      { numRuns: 300 },
    );
  });

  it("damaged ones fail the same way (or decode the same)", () => {
    let failures = 0;
    let runs = 0;
    fc.assert(
      fc.property(dataSets, layouts, fc.array(mutation, { minLength: 1, maxLength: 3 }), (ds, layout, mutations) => {
        const envelope = mutable(parseXml(documentOf(encodeDataSet(ds, layout))));
        const container = envelope.children[0] as Mutable;
        for (const m of mutations) apply(container, m);
        const results = expectSame(serialize(envelope), [0]);
        runs++;
        if (results.some((r) => r.tree && typeof r.tree === "object" && "error" in r.tree)) failures++;
      }),
      { numRuns: 1000 },
    );
    // Most damage is noticed: the comparison above covered failures, not only successes.
    expect(failures).toBeGreaterThan(runs / 3);
  });

  it("the parser's limits hold inside captured content, with the same errors", () => {
    fc.assert(
      fc.property(
        dataSets,
        layouts,
        fc.record({ maxDepth: fc.integer({ min: 1, max: 9 }), maxAttributes: fc.integer({ min: 1, max: 8 }) }),
        (ds, layout, limits) => {
          expectSame(documentOf(encodeDataSet(ds, layout)), [0], limits);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("malformed XML inside the DataSet is the same XmlParseError", () => {
    fc.assert(
      fc.property(
        dataSets,
        fc.nat(),
        fc.constantFrom("<", "&", "</x>", "<a b='1' b='2'/>", "&bogus;", "<!DOCTYPE x>"),
        (ds, at, junk) => {
          const content = encodeDataSet(ds);
          const cut = at % (content.length + 1);
          const results = expectSame(documentOf(content.slice(0, cut) + junk + content.slice(cut)), [0]);
          expect(results[0]!.tree).toHaveProperty("error");
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("a payload with several problems reports the one the tree path reports", () => {
  const schema =
    '<xs:schema id="S" xmlns="" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:msdata="urn:schemas-microsoft-com:xml-msdata">' +
    '<xs:element name="S" msdata:IsDataSet="true"><xs:complexType><xs:choice minOccurs="0" maxOccurs="unbounded">' +
    '<xs:element name="T"><xs:complexType><xs:sequence><xs:element name="I" type="xs:int" minOccurs="0" /></xs:sequence></xs:complexType></xs:element>' +
    "</xs:choice></xs:complexType></xs:element></xs:schema>";
  const diffgram = (data: string, after = ""): string =>
    `<diffgr:diffgram xmlns:msdata="urn:schemas-microsoft-com:xml-msdata" xmlns:diffgr="urn:schemas-microsoft-com:xml-diffgram-v1"><S xmlns="">${data}</S>${after}</diffgr:diffgram>`;

  for (const [title, content, expected] of [
    ["text in a row after a bad cell", schema + diffgram('<T diffgr:id="T1"><I>x</I>text</T>'), /a row contains text/],
    ["text in the data after a bad row", schema + diffgram("<T><I>x</I></T>more"), /<S> contains text/],
    ["text in the container after the data", schema + diffgram("<T><I>x</I></T>") + "tail", /<Result> contains text/],
    [
      "an element after the data, and a bad row",
      schema + diffgram("<T><I>x</I></T>") + "<Z />",
      /unexpected element <Z> after/,
    ],
    [
      "a bad part after the data's bad row",
      schema + diffgram("<T><I>x</I></T>", "<diffgr:zzz />"),
      /unexpected element <diffgr:zzz> in the diffgram/,
    ],
    ["a bad rowOrder after a bad cell", schema + diffgram('<T msdata:rowOrder="x"><I>x</I></T>'), /expected xs:int/],
    ["a bad rowOrder alone", schema + diffgram('<T msdata:rowOrder="x"><I>1</I></T>'), /rowOrder must be/],
    [
      "diffgr:before before the data",
      schema +
        `<diffgr:diffgram xmlns:msdata="urn:schemas-microsoft-com:xml-msdata" xmlns:diffgr="urn:schemas-microsoft-com:xml-diffgram-v1"><diffgr:before><T diffgr:id="T1" xmlns=""><I>1</I></T></diffgr:before><S xmlns=""><T diffgr:id="T1" diffgr:hasChanges="modified"><I>2</I></T></S></diffgr:diffgram>`,
      null,
    ],
  ] as const) {
    it(title, () => {
      const { tree, events } = compare(documentOf(content), [0])[0]!;
      expect(events).toEqual(tree);
      if (expected) expect((tree as { error: { message: string } }).error.message).toMatch(expected);
      else expect(tree).toHaveProperty("dataSet");
    });
  }
});

describe("repeated diffgr:ids where .NET's own ids collide", () => {
  it('tables "A" and "A1": the 11th row of A and the first of A1 are both A11', () => {
    const ds = dataSet("D", [
      table(
        "A",
        { v: "int" },
        Array.from({ length: 11 }, (_, i) => ({ v: i })),
      ),
      table("A1", { v: "int" }, [{ v: 99 }]),
    ]);
    const { tree, events } = compare(documentOf(encodeDataSet(ds)), [0])[0]!;
    expect(events).toEqual(tree);
    expect(tree).toMatchObject({
      error: { message: expect.stringMatching(/table "A1", row index 0 .*two rows have the same diffgr:id/) },
    });
  });

  it("two row elements whose names decode to one table name", () => {
    const schema =
      '<xs:schema id="D" xmlns="" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:msdata="urn:schemas-microsoft-com:xml-msdata">' +
      '<xs:element name="D" msdata:IsDataSet="true"><xs:complexType><xs:choice minOccurs="0" maxOccurs="unbounded">' +
      '<xs:element name="A"><xs:complexType><xs:sequence><xs:element name="v" type="xs:int" minOccurs="0" /></xs:sequence></xs:complexType></xs:element>' +
      '<xs:element name="_x0041_"><xs:complexType><xs:sequence><xs:element name="v" type="xs:int" minOccurs="0" /></xs:sequence></xs:complexType></xs:element>' +
      "</xs:choice></xs:complexType></xs:element></xs:schema>";
    const data =
      '<diffgr:diffgram xmlns:msdata="urn:schemas-microsoft-com:xml-msdata" xmlns:diffgr="urn:schemas-microsoft-com:xml-diffgram-v1"><D xmlns="">' +
      '<A diffgr:id="A1" msdata:rowOrder="0"><v>1</v></A><_x0041_ diffgr:id="A1" msdata:rowOrder="0"><v>2</v></_x0041_></D></diffgr:diffgram>';
    const { tree, events } = compare(documentOf(schema + data), [0])[0]!;
    expect(events).toEqual(tree);
    expect(tree).toMatchObject({ error: { message: expect.stringMatching(/two rows have the same diffgr:id/) } });
  });
});
