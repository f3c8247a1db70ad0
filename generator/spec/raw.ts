/** The spec as written in YAML, after structural validation against spec.schema.json. */
import type { BindingKind } from "../../runtime/src/protocol.js";

export interface RawFieldBody {
  type: string;
  optional?: boolean;
  secret?: boolean;
  credential?: string;
  documentation?: string;
}

export type RawField = string | (RawFieldBody & { name: string });

export type RawColumns = Record<string, string>;

export interface RawResult {
  type: string;
  documentation?: string;
  dataSet?: string;
  tables?: Record<string, string | RawColumns>;
}

export interface RawOperation {
  name: string;
  documentation?: string;
  bindings?: BindingKind[];
  idempotent?: boolean;
  fields: RawField[];
  result: RawResult;
}

/** The spec's `package:` block: the generated npm package's identity. */
export interface RawPackage {
  name?: string;
  version?: string;
  description?: string;
  license?: string;
  repository?: string | { type: string; url: string; directory?: string };
}

export interface RawSpec {
  package?: RawPackage;
  service: {
    name: string;
    namespace: string;
    endpoint: string;
    documentation?: string;
    bindings?: BindingKind[];
  };
  enums?: Record<string, { documentation?: string; values: string[] }>;
  fields?: Record<string, RawFieldBody>;
  tables?: Record<string, RawColumns>;
  operations: RawOperation[];
}
