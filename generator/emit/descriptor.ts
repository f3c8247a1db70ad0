/** Emits src/descriptor.ts: the service descriptor the runtime works from, spelled out as data. */
import { VariableDeclarationKind } from "./ts/ts-morph.js";
import { isPrototypeMemberName } from "../model/reserved-names.js";
import type { ServiceModel } from "../model/types.js";
import { CODEC_SYMBOLS, codecsOf, descriptorOf } from "./descriptor-data.js";
import { PRETTIER_OPTIONS } from "../render/prettier-options.js";
import { dataLiteral } from "./ts/data-literal.js";
import { RUNTIME_SYMBOLS, runtimeModule } from "./ts/runtime-symbols.js";
import { jsonLiteralKeys } from "./ts/object-key.js";
import { docText, finishedText, newSourceFile } from "./ts/source.js";
import type { Emitter, OutputFile } from "./emitter.js";

export function descriptorConstName(model: ServiceModel): string {
  return model.tsNames.descriptor;
}

export const descriptorEmitter: Emitter = {
  name: "descriptor",
  emit(model: ServiceModel): OutputFile[] {
    const name = descriptorConstName(model);
    // The codecs are printed by name, apart from the data.
    const { codecs: _codecs, ...data } = descriptorOf(model);
    // TypeScript types a key named like an Object.prototype member (a class `constructor`) without the
    // declared type's help, so its strings would widen: such a descriptor is written `as const`.
    const asConst = hasPrototypeMemberKey(data);
    const doc = docText(`The ${model.name} service as data: namespace, operations, fields in wire order, types and bindings.`, "The client and server runtimes read every wire name from here.");
    const type = `TypedServiceDescriptor<${model.tsNames.operations}>`;
    const declaration = `export const ${name}: ${type} = `;
    // The codecs of its DataSet, XmlNode and object values, imported so that a bundle without them holds none.
    const codecs = codecsOf(data);
    const runtime = runtimeModule(model.package.runtime, RUNTIME_SYMBOLS.TypedServiceDescriptor);
    const imports = [
      codecs.length
        ? importLine("import", [...codecs.map((c) => CODEC_SYMBOLS[c]), "type TypedServiceDescriptor"], runtime)
        : importLine("import type", ["TypedServiceDescriptor"], runtime),
      importLine("import type", [model.tsNames.operations], "./types.js"),
    ];
    const codecsMember = codecs.length ? codecsObject(codecs.map((c) => `${c}: ${CODEC_SYMBOLS[c]}`)) : "";
    // Printed in prettier's form directly (the descriptor of a large service is megabytes of data).
    const printed = doc.includes("\n\n\n") || asConst ? undefined : dataLiteral(data, 0, declaration.length);
    const literal = printed !== undefined && codecsMember ? withMember(printed, codecsMember) : printed;
    if (literal !== undefined) {
      const comment = ["/**", ...doc.split("\n").map((l) => (l ? ` * ${l}` : " *")), " */"].join("\n");
      const content = `${imports.join("\n")}\n\n${comment}\n${declaration}${literal};\n`;
      return [{ path: "src/descriptor.ts", content, formatted: true }];
    }
    const file = newSourceFile("descriptor.ts");
    file.addStatements(imports);
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: [doc],
      declarations: [
        {
          name,
          type,
          initializer: `${codecsMember ? withMember(jsonLiteralKeys(JSON.stringify(data, null, 2)), codecsMember) : jsonLiteralKeys(JSON.stringify(data, null, 2))}${asConst ? " as const" : ""}`,
        },
      ],
    });
    return [{ path: "src/descriptor.ts", content: finishedText(file) }];
  },
};

/** An object literal printed over several lines (`{\n  ...\n}`) with `member` added as its last member. */
const PRINT_WIDTH = PRETTIER_OPTIONS.printWidth!;

/** An import as prettier prints it: on one line, or one name a line when that passes the print width. */
function importLine(keyword: string, names: readonly string[], from: string): string {
  const line = `${keyword} { ${names.join(", ")} } from "${from}";`;
  return line.length <= PRINT_WIDTH ? line : `${keyword} {\n${names.map((n) => `  ${n},\n`).join("")}} from "${from}";`;
}

/** The descriptor's `codecs` member at depth 1, as prettier prints it (one entry a line past the print width). */
function codecsObject(entries: readonly string[]): string {
  const line = `codecs: { ${entries.join(", ")} }`;
  return 2 + line.length + 1 <= PRINT_WIDTH ? line : `codecs: {\n${entries.map((e) => `    ${e},\n`).join("")}  }`;
}

function withMember(literal: string, member: string): string {
  if (!literal.endsWith("\n}")) throw new Error("the descriptor literal is not printed over several lines");
  const body = literal.slice(0, -2);
  return `${body}${body.endsWith(",") ? "" : ","}\n  ${member},\n}`;
}

function hasPrototypeMemberKey(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasPrototypeMemberKey);
  if (value === null || typeof value !== "object") return false;
  return Object.entries(value).some(([key, child]) => isPrototypeMemberName(key) || hasPrototypeMemberKey(child));
}
