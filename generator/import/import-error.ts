/**
 * Why a WSDL cannot be imported: the document, the position of the construct (1-based; line 0 when the
 * problem is the document as a whole, such as its size), the construct, and the reason.
 */
export class ImportError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly column: number,
    /** The WSDL or schema construct, as written (`s:choice`, `wsdl:import`), or what was read (`document`). */
    readonly construct: string,
    readonly reason: string,
  ) {
    super(`${line > 0 ? `${file}:${line}:${column}` : file}: ${construct}: ${reason}`);
    this.name = "ImportError";
  }
}
