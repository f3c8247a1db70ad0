/** Emits src/types.ts: enums, row shapes, and the input and result type of every operation. */
import { StructureKind, VariableDeclarationKind, type CodeBlockWriter, type StatementStructures } from "ts-morph";
import type { OperationModel, ServiceModel } from "../model/types.js";
import { docText, newSourceFile } from "./ts/source.js";
import { enumTypeName, mayBeNull, rowTypeName, typeText } from "./ts/type-text.js";
import type { Emitter, OutputFile } from "./types.js";

export function inputTypeName(op: OperationModel): string {
  return `${op.typeBaseName}Input`;
}

/** What a server handler receives: every field present, null where the request carried no value. */
export function paramsTypeName(op: OperationModel): string {
  return `${op.typeBaseName}Params`;
}

export function resultTypeName(op: OperationModel): string {
  return `${op.typeBaseName}Result`;
}

function usesType(model: ServiceModel, name: "DataSet" | "DataTable" | "TypedDataSet" | "TypedDataTable"): boolean {
  return model.operations.some((op) =>
    [op.result.type, ...op.fields.map((f) => f.type)].some((t) => {
      if (t.kind === "dataSet") return name === (t.tables?.length ? "TypedDataSet" : "DataSet");
      if (t.kind === "dataTable") return name === (t.table ? "TypedDataTable" : "DataTable");
      return false;
    }),
  );
}

function enumStatements(model: ServiceModel): StatementStructures[] {
  const statements: StatementStructures[] = [];
  for (const e of model.enums) {
    const name = enumTypeName(e.name);
    statements.push({
      kind: StructureKind.TypeAlias,
      isExported: true,
      name,
      docs: [docText(e.documentation, `Values travel exactly as written: ${e.values.join(", ")}.`)],
      type: e.values.map((v) => JSON.stringify(v)).join(" | "),
    });
    statements.push({
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: [`The values of {@link ${name}}, by name.`],
      declarations: [
        {
          name,
          type: `{ ${e.values.map((v) => `readonly ${JSON.stringify(v)}: ${JSON.stringify(v)}`).join("; ")} }`,
          initializer: `{ ${e.values.map((v) => `${JSON.stringify(v)}: ${JSON.stringify(v)}`).join(", ")} }`,
        },
      ],
    });
  }
  return statements;
}

function rowStatements(model: ServiceModel): StatementStructures[] {
  const statements: StatementStructures[] = [];
  const seen = new Set<string>();
  const tables = [
    ...model.rowShapes,
    ...model.operations.flatMap((op) => {
      const t = op.result.type;
      return t.kind === "dataSet" ? (t.tables ?? []) : t.kind === "dataTable" && t.table ? [t.table] : [];
    }),
  ];
  for (const table of tables) {
    const name = rowTypeName(table);
    if (seen.has(name)) continue;
    seen.add(name);
    statements.push({
      kind: StructureKind.Interface,
      isExported: true,
      name,
      docs: [`A row of ${table.rowShape ? `the ${table.rowShape} shape` : `table ${table.name}`}: column values by column name; null where a row has no value.`],
      properties: table.columns.map((c) => ({ name: JSON.stringify(c.name), isReadonly: true, type: `${c.type.tsType} | null`, docs: [`Column of type xs:${c.type.xsd}.`] })),
    });
  }
  return statements;
}

function operationStatements(op: OperationModel): StatementStructures[] {
  const statements: StatementStructures[] = [];
  statements.push({
    kind: StructureKind.Interface,
    isExported: true,
    name: inputTypeName(op),
    docs: [docText(`Input of ${op.name}.`, op.documentation)],
    properties: op.fields.map((f) => {
      const base = typeText(f.type, "input");
      const optional = mayBeNull(f.type, f.optional);
      return {
        name: f.tsName,
        isReadonly: true,
        hasQuestionToken: optional,
        // `undefined` too: absent, for consumers compiled with exactOptionalPropertyTypes.
        type: optional ? `${base} | null | undefined` : base,
        docs: [
          docText(
            f.documentation,
            `Wire name \`${f.wireName}\`${f.secret ? "; a secret, never logged" : ""}${f.credential ? `; filled from the client's \`credentials.${f.credential}\` when not set` : ""}.`,
          ),
        ],
      };
    }),
  });
  statements.push({
    kind: StructureKind.Interface,
    isExported: true,
    name: paramsTypeName(op),
    docs: [docText(`${op.name}'s parameters as a server handler receives them: every field present, null where the request carried no value (omitted, empty HTTP value of a nullable, or xsi:nil).`)],
    properties: op.fields.map((f) => {
      const base = typeText(f.type, "output");
      return {
        name: f.tsName,
        isReadonly: true,
        type: mayBeNull(f.type, f.optional) ? `${base} | null` : base,
        docs: [docText(f.documentation, `Wire name \`${f.wireName}\`${f.secret ? "; a secret, never logged" : ""}.`)],
      };
    }),
  });
  const resultBase = typeText(op.result.type, "output");
  statements.push({
    kind: StructureKind.TypeAlias,
    isExported: true,
    name: resultTypeName(op),
    docs: [docText(`Result of ${op.name}${op.result.documentation ? `: ${op.result.documentation.replace(/\.$/, "")}` : ""}.`, "null when the service returns no value.")],
    type: `${resultBase} | null`,
  });
  return statements;
}

export const typesEmitter: Emitter = {
  name: "types",
  emit(model: ServiceModel): OutputFile[] {
    const file = newSourceFile("types.ts");
    const datasetImports = (["DataSet", "DataTable", "TypedDataSet", "TypedDataTable"] as const).filter((n) => usesType(model, n));
    if (datasetImports.length) {
      file.addImportDeclaration({ isTypeOnly: true, namedImports: [...datasetImports], moduleSpecifier: "./runtime/dataset/index.js" });
      file.addExportDeclaration({ isTypeOnly: true, namedExports: [...datasetImports], moduleSpecifier: "./runtime/dataset/index.js" });
    }
    // One insertion: ts-morph re-parses the file on every insertion, which made many operations quadratic.
    const statements = [...enumStatements(model), ...rowStatements(model), ...model.operations.flatMap(operationStatements)];
    file.addStatements(statements.flatMap((statement) => [(writer: CodeBlockWriter) => writer.blankLineIfLastNot(), statement]));
    return [{ path: "src/types.ts", content: file.getFullText() }];
  },
};
