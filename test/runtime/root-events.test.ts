/**
 * The [XmlRoot] forms of results, out parameters and parameters (labs xml-root-more), read from the lab's
 * recorded bytes by the event reader (value-events.ts) as the client's result capture and the server's
 * parameter capture hand them to it, against the tree reader: the element each form travels as (a renamed or
 * nullable result, a root out parameter, an ElementName-alone or Namespace-alone root, a root beside
 * [XmlType(Namespace)], the HTTP document's root) is captured, and both readers give the recorded value. The same
 * for each recorded form of a root base class of lab root-base-forms (its subclasses under the base's root element).
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { descriptorOf } from "../../generator/emit/descriptor-data.js";
import { parseSpec } from "../../generator/spec/load.js";
import type { ValueType } from "../../runtime/src/descriptor.js";
import { codecsFor } from "../../runtime/src/soap/all-codecs.js";
import { valueContentReader } from "../../runtime/src/soap/value-events.js";
import { readValueElement } from "../../runtime/src/soap/values.js";
import { parseXml, type XmlElement } from "../../runtime/src/xml/tree.js";
import { readRecordedRequest, readRecordedResponse } from "../support/http-recording.js";
import { REPO_ROOT } from "../support/paths.js";
import { ROOT_BASE_FORMS_SPEC, ROOT_FORMS_SPEC } from "./construct-types.js";

const LAB = join(REPO_ROOT, "test/reference/lab/xml-root-more/exchanges");
const BASE_LAB = join(REPO_ROOT, "test/reference/lab/root-base-forms/exchanges");
type Service = ReturnType<typeof descriptorOf>;
const rootForms = descriptorOf(parseSpec(ROOT_FORMS_SPEC, "spec/root-forms.yaml"));
const rootBaseForms = descriptorOf(parseSpec(ROOT_BASE_FORMS_SPEC, "spec/root-base-forms.yaml"));

type Part = "result" | "http" | { readonly out: string } | { readonly parameter: string };

/** The element `part` of `operation` travels as: its depth, name, namespace, type and nillability. */
function elementOf(
  service: Service,
  operation: string,
  part: Part,
): { depth: number; local: string; ns: string; type: ValueType; nillable: boolean } {
  const op = service.operations.find((o) => o.name === operation)!;
  const ns = service.namespace;
  if (part === "result")
    return { depth: 3, local: op.resultElement, ns: op.resultNamespace ?? ns, type: op.result!, nillable: true };
  if (part === "http")
    return {
      depth: 0,
      local: op.httpResultElement,
      ns: op.httpResultNamespace ?? op.resultNamespace ?? ns,
      type: op.httpResult ?? op.result!,
      nillable: true,
    };
  const [list, name] = "out" in part ? [op.outParams ?? [], part.out] : [op.fields, part.parameter];
  const field = list.find((f) => f.tsName === name)!;
  return {
    depth: 3,
    local: field.wireName,
    ns: field.namespace ?? ns,
    type: field.type,
    nillable: field.nillable === true,
  };
}

/** The element at `depth` named `local` in `ns`, in document order. */
function find(element: XmlElement, depth: number, local: string, ns: string): XmlElement | undefined {
  if (depth === 0) return element.local === local && element.ns === ns ? element : undefined;
  for (const child of element.children) {
    if (typeof child === "string") continue;
    const found = find(child, depth - 1, local, ns);
    if (found) return found;
  }
  return undefined;
}

const CASES: readonly [exchange: string, operation: string, part: Part, expected: unknown][] = [
  ["GetRenamed.soap11.response", "GetRenamed", "result", { name: "r", size: 4 }],
  ["GetRenamed.httpget.response", "GetRenamed", "http", { name: "r", size: 4 }],
  ["GetNullable.soap11.response", "GetNullable", "result", null],
  ["GetNullable.httpget.response", "GetNullable", "http", null],
  ["GetNull.httpget.response", "GetRenamed", "http", null],
  ["OutWidget.soap11.response", "OutWidget", { out: "w" }, { name: "o", size: 3 }],
  ["GetWidgets.soap11.response", "GetWidgets", "result", [{ name: "a", size: 1 }, null]],
  ["CountWidgets.soap11.request", "CountWidgets", { parameter: "ws" }, [{ name: "a", size: 1 }, null]],
  ["RootNamed.EchoNamed.soap11.request", "EchoNamed", { parameter: "n" }, { a: "x" }],
  ["RootNamed.EchoNamed.soap11.response", "EchoNamed", "result", { a: "x" }],
  ["RootNamed.EchoNamedNil.soap11.request", "EchoNamed", { parameter: "n" }, null],
  ["RootNamed.GetNamed.httpget.response", "EchoNamed", "http", { a: "a" }],
  ["EchoSpaced.soap11.request", "EchoSpaced", { parameter: "s" }, { b: "y" }],
  ["EchoSpaced.soap11.response", "EchoSpaced", "result", { b: "y" }],
  ["GetSpaced.httpget.response", "GetSpaced", "http", { b: "b" }],
  ["GetTyped.soap11.response", "GetTyped", "result", { c: "c" }],
  ["GetTyped.httpget.response", "GetTyped", "http", { c: "c" }],
  ["GetCar.soap11.response", "EchoCar", "result", { $type: "Car", wheels: 4, make: "m" }],
  ["GetCar.httpget.response", "EchoCar", "http", { $type: "Car", wheels: 4, make: "m" }],
  ["GetAnimal.soap11.response", "EchoAnimal", "result", { $type: "Dog", name: "d", legs: 4 }],
  ["GetAnimal.httpget.response", "EchoAnimal", "http", { $type: "Dog", name: "d", legs: 4 }],
  ["RootBaseMore.EchoAnimal.soap11.request", "EchoAnimal", { parameter: "a" }, { $type: "Dog", name: "e", legs: 3 }],
  ["RootBaseMore.EchoAnimal.soap12.response", "EchoAnimal", "result", { $type: "Dog", name: "e", legs: 3 }],
  ["RootBaseMore.EchoAnimalPlain.soap11.request", "EchoAnimal", { parameter: "a" }, { $type: "Animal", name: "f" }],
  ["RootBaseMore.GetPlain.httpget.response", "EchoAnimal", "http", { $type: "Animal", name: "p" }],
  [
    "RootBaseMore.GetAnimals.soap11.response",
    "GetAnimals",
    "result",
    [
      { $type: "Dog", name: "d", legs: 4 },
      { $type: "Animal", name: "p" },
    ],
  ],
  [
    "RootBaseMore.GetAnimals.httpget.response",
    "GetAnimals",
    "http",
    [
      { $type: "Dog", name: "d", legs: 4 },
      { $type: "Animal", name: "p" },
    ],
  ],
  ["RootBaseDog.GetDog.soap11.response", "GetDog", "result", { $type: "Dog", name: "d", legs: 4 }],
  ["RootBaseDog.GetDog.httpget.response", "GetDog", "http", { $type: "Dog", name: "d", legs: 4 }],
];

/** Reads each case's element of `folder`'s recordings with the event reader and the tree reader. */
function readsEach(
  folder: string,
  service: Service,
  cases: readonly (readonly [string, string, Part, unknown])[],
): void {
  const context = { service, rules: "xml" as const, codecs: codecsFor(service) };
  it.each(cases)("%s (%s)", (exchange, operation, part, expected) => {
    const file = join(folder, `${exchange}.txt`);
    const body = (
      exchange.endsWith(".request") ? readRecordedRequest(file) : readRecordedResponse(file)!
    ).body.toString("utf8");
    const { depth, local, ns, type, nillable } = elementOf(service, operation, part);
    let captured = 0;
    const events = parseXml(body, undefined, (element, ancestors) => {
      if (ancestors.length !== depth || element.local !== local || element.ns !== ns) return undefined;
      captured++;
      return valueContentReader(context, element, type, nillable, false);
    });
    const options = { service, path: "p", nillable, secret: false };
    const fromEvents = readValueElement(find(events, depth, local, ns)!, type, "xml", options);
    const fromTree = readValueElement(find(parseXml(body), depth, local, ns)!, type, "xml", options);
    expect(captured).toBe(1);
    expect(fromEvents).toEqual(expected);
    expect(fromTree).toEqual(expected);
  });
}

describe("the event reader reads each [XmlRoot] form's recorded element as the tree reader does", () => {
  readsEach(LAB, rootForms, CASES);
});

/** [XmlRoot] on a base class beyond RootBase (lab root-base-forms). */
const BASE_CASES: readonly [exchange: string, operation: string, part: Part, expected: unknown][] = [
  ["RootNamedBase.GetCreature.soap11.response", "EchoCreature", "result", { $type: "Cat", name: "c", lives: 9 }],
  ["RootNamedBase.GetCreature.httpget.response", "EchoCreature", "http", { $type: "Cat", name: "c", lives: 9 }],
  ["RootNamedBase.GetPlainCreature.soap11.response", "EchoCreature", "result", { $type: "Creature", name: "p" }],
  [
    "RootNamedBase.EchoCreature.soap11.request",
    "EchoCreature",
    { parameter: "c" },
    { $type: "Cat", name: "e", lives: 3 },
  ],
  ["RootNamedBase.EchoCreature.soap11.response", "EchoCreature", "result", { $type: "Cat", name: "e", lives: 3 }],
  ["RootSpacedBase.GetFish.soap11.response", "GetFish", "result", { $type: "Trout", name: "t", spots: 7 }],
  ["RootSpacedBase.GetFish.httpget.response", "GetFish", "http", { $type: "Trout", name: "t", spots: 7 }],
  ["RootSpacedBase.GetPlainFish.soap11.response", "GetPlainFish", "result", { $type: "Fish", name: "p" }],
  ["RootSpacedBase.EchoFish.soap11.request", "EchoFish", { parameter: "f" }, { $type: "Trout", name: "e", spots: 3 }],
  ["RootSpacedBase.EchoFish.soap11.response", "EchoFish", "result", { $type: "Trout", name: "e", spots: 3 }],
  ["RootTwoLevels.GetFoal.soap11.response", "EchoMammal", "result", { $type: "Foal", name: "f", hands: 12, months: 3 }],
  ["RootTwoLevels.GetFoal.httpget.response", "EchoMammal", "http", { $type: "Foal", name: "f", hands: 12, months: 3 }],
  ["RootTwoLevels.GetHorse.soap11.response", "EchoMammal", "result", { $type: "Horse", name: "h", hands: 15 }],
  [
    "RootTwoLevels.EchoMammal.soap11.request",
    "EchoMammal",
    { parameter: "m" },
    { $type: "Foal", name: "e", hands: 10, months: 1 },
  ],
  [
    "RootTwoLevels.GetHorseAsHorse.soap11.response",
    "GetHorseAsHorse",
    "result",
    { $type: "Foal", name: "g", hands: 11, months: 2 },
  ],
  ["RootExcluded.GetTree.soap11.response", "EchoTree", "result", { $type: "Oak", name: "o", rings: 80 }],
  ["RootExcluded.GetTree.httpget.response", "EchoTree", "http", { $type: "Oak", name: "o", rings: 80 }],
  ["RootExcluded.EchoTree.soap11.request", "EchoTree", { parameter: "t" }, { $type: "Oak", name: "e", rings: 3 }],
  ["RootExcluded.GetOak.soap11.response", "GetOak", "result", { $type: "Oak", name: "k", rings: 5 }],
  ["RootExcluded.GetOak.httpget.response", "GetOak", "http", { $type: "Oak", name: "k", rings: 5 }],
  ["RootOwnSub.GetHamster.soap11.response", "EchoPet", "result", { $type: "Hamster", name: "h", cheeks: 2 }],
  ["RootOwnSub.GetHamster.httpget.response", "EchoPet", "http", { $type: "Hamster", name: "h", cheeks: 2 }],
  ["RootOwnSub.GetParrot.soap11.response", "EchoPet", "result", { $type: "Parrot", name: "y", word: "hi" }],
  ["RootOwnSub.GetParrot.httpget.response", "EchoPet", "http", { $type: "Parrot", name: "y", word: "hi" }],
  ["RootOwnSub.EchoPet.soap11.request", "EchoPet", { parameter: "p" }, { $type: "Hamster", name: "e", cheeks: 3 }],
  ["RootOwnSub.GetPolly.soap11.response", "GetPolly", "result", { $type: "Parrot", name: "z", word: "yo" }],
  ["RootOwnSub.GetPolly.httpget.response", "GetPolly", "http", { $type: "Parrot", name: "z", word: "yo" }],
  ["RootTypedBase.GetBird.soap11.response", "EchoBird", "result", { $type: "Owl", name: "o", hoots: 2 }],
  ["RootTypedBase.GetBird.httpget.response", "EchoBird", "http", { $type: "Owl", name: "o", hoots: 2 }],
  ["RootTypedBase.GetPlainBird.soap11.response", "EchoBird", "result", { $type: "Bird", name: "p" }],
  ["RootTypedBase.EchoBird.soap11.request", "EchoBird", { parameter: "b" }, { $type: "Owl", name: "e", hoots: 3 }],
  [
    "RootTwoLevels.GetHorseAsHorse.httpget.response",
    "GetHorseAsHorse",
    "http",
    { $type: "Foal", name: "g", hands: 11, months: 2 },
  ],
];

describe("the event reader reads each recorded form of a root base class as the tree reader does", () => {
  readsEach(BASE_LAB, rootBaseForms, BASE_CASES);
});
