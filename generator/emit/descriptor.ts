/** Emits src/descriptor.ts: the service descriptor the runtime works from, spelled out as data. */
import { VariableDeclarationKind } from "./ts/ts-morph.js";
import { camelName } from "../model/names.js";
import type { ServiceModel } from "../model/types.js";
import { descriptorOf } from "./descriptor-data.js";
import { dataLiteral } from "./ts/data-literal.js";
import { jsonLiteralKeys } from "./ts/object-key.js";
import { docText, finishedText, newSourceFile } from "./ts/source.js";
import type { Emitter, OutputFile } from "./types.js";

export function descriptorConstName(model: ServiceModel): string {
  return `${camelName(model.name)}Descriptor`;
}

export const descriptorEmitter: Emitter = {
  name: "descriptor",
  emit(model: ServiceModel): OutputFile[] {
    const name = descriptorConstName(model);
    const doc = docText(`The ${model.name} service as data: namespace, operations, fields in wire order, types and bindings.`, "The client and server runtimes read every wire name from here.");
    const declaration = `export const ${name}: ServiceDescriptor = `;
    // Printed in prettier's form directly (the descriptor of a large service is megabytes of data).
    const literal = doc.includes("\n\n\n") ? undefined : dataLiteral(descriptorOf(model), 0, declaration.length);
    if (literal !== undefined) {
      const comment = ["/**", ...doc.split("\n").map((l) => (l ? ` * ${l}` : " *")), " */"].join("\n");
      const content = `import type { ServiceDescriptor } from "./runtime/descriptor.js";\n\n${comment}\n${declaration}${literal};\n`;
      return [{ path: "src/descriptor.ts", content, formatted: true }];
    }
    const file = newSourceFile("descriptor.ts");
    file.addImportDeclaration({ isTypeOnly: true, namedImports: ["ServiceDescriptor"], moduleSpecifier: "./runtime/descriptor.js" });
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: [doc],
      declarations: [
        { name, type: "ServiceDescriptor", initializer: jsonLiteralKeys(JSON.stringify(descriptorOf(model), null, 2)) },
      ],
    });
    return [{ path: "src/descriptor.ts", content: finishedText(file) }];
  },
};
