/** Every artifact kind the generator writes, one emitter each. */
import type { Emitter } from "./emit/emitter.js";
import { packageEmitter } from "./emit/package.js";
import { descriptorEmitter } from "./emit/descriptor.js";
import { typesEmitter } from "./emit/types-module.js";
import { clientEmitter } from "./emit/client-module.js";
import { indexEmitter } from "./emit/index-module.js";
import { serverEmitter } from "./emit/server-module.js";
import { wsdlEmitter } from "./emit/wsdl.js";
import { fixturesEmitter } from "./emit/fixtures.js";
import { docsEmitter } from "./emit/docs.js";
import { helpPageEmitter } from "./emit/help-page.js";
import { packageReadmeEmitter } from "./emit/package-readme.js";
import { openApiEmitter } from "./emit/openapi.js";
import { writersEmitter } from "./emit/writers-module.js";

export const EMITTERS: readonly Emitter[] = [packageEmitter, descriptorEmitter, typesEmitter, clientEmitter, serverEmitter, writersEmitter, indexEmitter, wsdlEmitter, fixturesEmitter, docsEmitter, helpPageEmitter, openApiEmitter, packageReadmeEmitter];

/**
 * A WCF service's package (#28): descriptor, types, client and server (WCF framing), the metadata set,
 * package.json, golden fixtures, docs and README (WCF's forms of each). No ASMX help pages (the server serves
 * WCF's service page) and no OpenAPI (no JSON face).
 */
export const WCF_EMITTERS: readonly Emitter[] = [packageEmitter, descriptorEmitter, typesEmitter, clientEmitter, serverEmitter, writersEmitter, indexEmitter, wsdlEmitter, fixturesEmitter, docsEmitter, packageReadmeEmitter];
