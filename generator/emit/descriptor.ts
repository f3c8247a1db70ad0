/** Emits src/descriptor.ts: the service descriptor the runtime works from, spelled out as data. */
import { VariableDeclarationKind } from "./ts/ts-morph.js";
import { isPrototypeMemberName } from "../model/reserved-names.js";
import type { ServiceModel } from "../model/types.js";
import { descriptorOf } from "./descriptor-data.js";
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
    const data = descriptorOf(model);
    // TypeScript types a key named like an Object.prototype member (a class `constructor`) without the
    // declared type's help, so its strings would widen: such a descriptor is written `as const`.
    const asConst = hasPrototypeMemberKey(data);
    const doc = docText(`The ${model.name} service as data: namespace, operations, fields in wire order, types and bindings.`, "The client and server runtimes read every wire name from here.");
    const type = `TypedServiceDescriptor<${model.tsNames.operations}>`;
    const declaration = `export const ${name}: ${type} = `;
    const imports = [
      `import type { TypedServiceDescriptor } from "${runtimeModule(model.package.runtime, RUNTIME_SYMBOLS.TypedServiceDescriptor)}";`,
      `import type { ${model.tsNames.operations} } from "./types.js";`,
    ];
    // Printed in prettier's form directly (the descriptor of a large service is megabytes of data).
    const literal = doc.includes("\n\n\n") || asConst ? undefined : dataLiteral(data, 0, declaration.length);
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
        { name, type, initializer: `${jsonLiteralKeys(JSON.stringify(data, null, 2))}${asConst ? " as const" : ""}` },
      ],
    });
    return [{ path: "src/descriptor.ts", content: finishedText(file) }];
  },
};

function hasPrototypeMemberKey(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasPrototypeMemberKey);
  if (value === null || typeof value !== "object") return false;
  return Object.entries(value).some(([key, child]) => isPrototypeMemberName(key) || hasPrototypeMemberKey(child));
}
