/**
 * Malformed DataSets never crash and never decode to a wrong value: each gives a DataSetDecodeError whose
 * message (and fields) name the table, the row (index and diffgr:id) and the column.
 */
import { describe, expect, it } from "vitest";
import { DataSetDecodeError, decodeDataSet, decodeDataTable } from "../../runtime/src/dataset/index.js";
import { parseXml } from "../../runtime/src/xml/tree.js";

const SCHEMA =
  '<xs:schema id="Types" xmlns="" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:msdata="urn:schemas-microsoft-com:xml-msdata">' +
  '<xs:element name="Types" msdata:IsDataSet="true" msdata:UseCurrentLocale="true"><xs:complexType><xs:choice minOccurs="0" maxOccurs="unbounded">' +
  '<xs:element name="T"><xs:complexType><xs:sequence>' +
  '<xs:element name="S" type="xs:string" minOccurs="0" />' +
  '<xs:element name="B" type="xs:boolean" minOccurs="0" />' +
  '<xs:element name="I" type="xs:int" minOccurs="0" />' +
  '<xs:element name="UB" type="xs:unsignedByte" minOccurs="0" />' +
  '<xs:element name="L" type="xs:long" minOccurs="0" />' +
  '<xs:element name="D" type="xs:decimal" minOccurs="0" />' +
  '<xs:element name="Dbl" type="xs:double" minOccurs="0" />' +
  '<xs:element name="F" type="xs:float" minOccurs="0" />' +
  '<xs:element name="Dt" type="xs:dateTime" minOccurs="0" />' +
  '<xs:element name="G" msdata:DataType="System.Guid, mscorlib, Version=4.0.0.0, Culture=neutral, PublicKeyToken=b77a5c561934e089" type="xs:string" minOccurs="0" />' +
  '<xs:element name="Bin" type="xs:base64Binary" minOccurs="0" />' +
  "</xs:sequence></xs:complexType></xs:element></xs:choice></xs:complexType></xs:element></xs:schema>";

const GOOD_ROW =
  "<S>s</S><B>true</B><I>7</I><UB>255</UB><L>-9223372036854775808</L><D>12.50</D><Dbl>1.5E-05</Dbl><F>0.1</F>" +
  "<Dt>2024-02-29T23:59:59.1234567-05:00</Dt><G>0f8fad5b-d9cb-469f-a165-70867728950e</G><Bin>AAEC/w==</Bin>";

/** A Types DataSet whose second row (diffgr:id T2) has `cells` in place of the good values. */
function payload(cells: string, schema = SCHEMA): string {
  return (
    `<Result xmlns="urn:service">${schema}` +
    '<diffgr:diffgram xmlns:msdata="urn:schemas-microsoft-com:xml-msdata" xmlns:diffgr="urn:schemas-microsoft-com:xml-diffgram-v1"><Types xmlns="">' +
    `<T diffgr:id="T1" msdata:rowOrder="0">${GOOD_ROW}</T><T diffgr:id="T2" msdata:rowOrder="1">${cells}</T>` +
    "</Types></diffgr:diffgram></Result>"
  );
}

function decodeError(xml: string): DataSetDecodeError {
  try {
    decodeDataSet(parseXml(xml));
  } catch (error) {
    expect(error).toBeInstanceOf(DataSetDecodeError);
    return error as DataSetDecodeError;
  }
  throw new Error("expected a DataSetDecodeError");
}

describe("the baseline payload", () => {
  it("decodes, with every value typed", () => {
    const ds = decodeDataSet(parseXml(payload(GOOD_ROW)))!;
    const [first] = ds.table("T")!.toObjects();
    expect(first).toEqual({
      S: "s",
      B: true,
      I: 7,
      UB: 255,
      L: -9223372036854775808n,
      D: "12.50",
      Dbl: 0.000015,
      F: Math.fround(0.1),
      Dt: "2024-02-29T23:59:59.1234567-05:00",
      G: "0f8fad5b-d9cb-469f-a165-70867728950e",
      Bin: new Uint8Array([0, 1, 2, 255]),
    });
  });
});

describe("bad values name table, row and column", () => {
  const cases: [string, string, string, RegExp][] = [
    ["int", "I", "abc", /xs:int, an integer from -2147483648 to 2147483647/],
    ["int overflow", "I", "2147483648", /xs:int/],
    ["int with a point", "I", "1.0", /xs:int/],
    ["unsignedByte", "UB", "-1", /xs:unsignedByte, an integer from 0 to 255/],
    ["long overflow", "L", "9223372036854775808", /xs:long/],
    ["decimal exponent", "D", "1E5", /xs:decimal/],
    ["decimal comma", "D", "1,5", /xs:decimal/],
    ["decimal too large", "D", "79228162514264337593543950336", /within System.Decimal/],
    ["boolean", "B", "yes", /xs:boolean: true, false, 1 or 0/],
    ["boolean case", "B", "True", /xs:boolean/],
    ["double", "Dbl", "1.0.0", /xs:double/],
    ["double overflow", "Dbl", "1E400", /xs:double/],
    ["float overflow", "F", "3.5E38", /xs:float/],
    ["date without T", "Dt", "2024-01-02 03:04:05", /xs:dateTime/],
    ["date not in calendar", "Dt", "2023-02-29T00:00:00", /xs:dateTime/],
    ["date hour 24", "Dt", "2024-01-02T24:00:00Z", /xs:dateTime/],
    ["date offset too large", "Dt", "2024-01-02T03:04:05+15:00", /xs:dateTime/],
    ["date only", "Dt", "2024-01-02", /xs:dateTime/],
    ["guid", "G", "0f8fad5b-d9cb-469f-a165-7086772895", /GUID/],
    ["guid with letters beyond f", "G", "0f8fad5b-d9cb-469f-a165-70867728950g", /GUID/],
    ["base64 length", "Bin", "AAE", /xs:base64Binary/],
    ["base64 alphabet", "Bin", "AA*=", /xs:base64Binary/],
    ["base64 padding inside", "Bin", "AA==AAAA", /xs:base64Binary/],
  ];
  for (const [label, column, text, expected] of cases) {
    it(label, () => {
      const error = decodeError(payload(`<${column}>${text}</${column}>`));
      expect(error.table).toBe("T");
      expect(error.rowIndex).toBe(1);
      expect(error.rowId).toBe("T2");
      expect(error.column).toBe(column);
      expect(error.message).toContain(`table "T", row index 1 (diffgr:id "T2"), column "${column}"`);
      expect(error.message).toMatch(expected);
    });
  }

  it("never echoes the value (it may be a secret)", () => {
    for (const column of ["I", "D", "B", "Dt", "G", "Bin", "Dbl"]) {
      const error = decodeError(payload(`<${column}>Secret-Value-42</${column}>`));
      expect(error.column).toBe(column);
      expect(error.message).not.toContain("Secret");
    }
  });

  it("accepts what XmlConvert accepts: surrounding white space, 1 and 0, INF, a leading plus", () => {
    const ds = decodeDataSet(
      parseXml(payload("<B> 0 </B><I>+7</I><Dbl>-INF</Dbl><F>NaN</F><D> -.5 </D><Bin>AA\n  EC</Bin>")),
    )!;
    expect(ds.table("T")!.toObjects()[1]).toMatchObject({
      B: false,
      I: 7,
      Dbl: -Infinity,
      F: NaN,
      D: "-.5",
      Bin: new Uint8Array([0, 1, 2]),
    });
  });
});

describe("structure the schema does not allow", () => {
  it("a column unknown to the schema", () => {
    const error = decodeError(payload("<S>x</S><Extra>1</Extra>"));
    expect(error.message).toMatch(/table "T", row index 1 \(diffgr:id "T2"\), column "Extra".*<Extra> is not a column/);
  });

  it("a row element unknown to the schema", () => {
    const xml = payload("").replace(
      '<T diffgr:id="T2" msdata:rowOrder="1"></T>',
      '<Other diffgr:id="Other1" msdata:rowOrder="0"><S>x</S></Other>',
    );
    const error = decodeError(xml);
    expect(error.message).toMatch(
      /table "Other", row index 0 \(diffgr:id "Other1"\).*<Other> is not a table of the schema/,
    );
  });

  it("names the sender chose are quoted cut at 120 characters: a 1 MB column, row element and diffgr:id", () => {
    const long = "N".repeat(1024 * 1024);
    const column = decodeError(payload(`<S>x</S><${long}>1</${long}>`));
    expect(column.column).toBe(long);
    expect(column.message).toContain(`column "${long.slice(0, 120)}…"`);
    expect(column.message).toContain(`<${long.slice(0, 120)}…> is not a column`);
    expect(column.message.length).toBeLessThan(600);
    const row = decodeError(
      payload("").replace(
        '<T diffgr:id="T2" msdata:rowOrder="1"></T>',
        `<${long} diffgr:id="${long}" msdata:rowOrder="0" />`,
      ),
    );
    expect(row.message).toContain(`(diffgr:id "${long.slice(0, 120)}…")`);
    expect(row.message.length).toBeLessThan(800);
  });

  it("a row in another namespace than the schema's", () => {
    const xml = payload("<S>x</S>").replace('<T diffgr:id="T2"', '<T xmlns="urn:other" diffgr:id="T2"');
    expect(decodeError(xml).message).toMatch(/<\{urn:other\}T> is not a table/);
  });

  it("the same column twice", () => {
    expect(decodeError(payload("<S>x</S><S>y</S>")).message).toMatch(/column "S".*appears twice/);
  });

  it("elements inside a value", () => {
    expect(decodeError(payload("<S><b>x</b></S>")).message).toMatch(/column "S".*cannot contain elements/);
  });

  it("text between columns", () => {
    expect(decodeError(payload("<S>x</S>stray")).message).toMatch(/row index 1 \(diffgr:id "T2"\).*contains text/);
  });

  it("an attribute standing for a column", () => {
    const xml = payload("<S>x</S>").replace('<T diffgr:id="T2"', '<T S="x" diffgr:id="T2"');
    expect(decodeError(xml).message).toMatch(/row index 1.*attribute "S" is not a column/);
  });

  it("an unknown diffgr:hasChanges", () => {
    const xml = payload("<S>x</S>").replace(
      '<T diffgr:id="T2" msdata:rowOrder="1">',
      '<T diffgr:id="T2" msdata:rowOrder="1" diffgr:hasChanges="deleted">',
    );
    expect(decodeError(xml).message).toMatch(/row index 1 \(diffgr:id "T2"\).*hasChanges/);
  });

  it("a modified row without its original values", () => {
    const xml = payload("<S>x</S>").replace(
      '<T diffgr:id="T2" msdata:rowOrder="1">',
      '<T diffgr:id="T2" msdata:rowOrder="1" diffgr:hasChanges="modified">',
    );
    expect(decodeError(xml).message).toMatch(/table "T", row diffgr:id "T2".*no original values/);
  });

  it("diffgr:errors naming a row that is not there", () => {
    const xml = payload("<S>x</S>").replace(
      "</Types>",
      '</Types><diffgr:errors><T diffgr:id="T9" diffgr:Error="x" xmlns="" /></diffgr:errors>',
    );
    expect(decodeError(xml).message).toMatch(/row diffgr:id "T9".*not in the diffgram/);
  });

  it("a bad value in diffgr:before names the row by its diffgr:id", () => {
    const xml = payload("<S>x</S>")
      .replace(
        '<T diffgr:id="T2" msdata:rowOrder="1">',
        '<T diffgr:id="T2" msdata:rowOrder="1" diffgr:hasChanges="modified">',
      )
      .replace(
        "</Types>",
        '</Types><diffgr:before><T diffgr:id="T2" msdata:rowOrder="1" xmlns=""><I>x</I></T></diffgr:before>',
      );
    expect(decodeError(xml).message).toMatch(/table "T", row diffgr:id "T2", column "I".*xs:int/);
  });
});

describe("schemas", () => {
  it("no schema at all", () => {
    const xml = payload(GOOD_ROW).replace(SCHEMA, "");
    expect(decodeError(xml).message).toMatch(/no inline schema/);
  });

  it("a schema without the DataSet element", () => {
    const xml = payload(GOOD_ROW).replace('msdata:IsDataSet="true" ', "");
    expect(decodeError(xml).message).toMatch(/no DataSet element/);
  });

  it("a column type that is not an XML Schema type", () => {
    const xml = payload(GOOD_ROW).replace('type="xs:int"', 'type="mstns:Money"');
    expect(decodeError(xml).message).toMatch(/table "T", column "I".*neither an XML Schema type/);
  });

  it("nested tables", () => {
    const nested = SCHEMA.replace(
      '<xs:element name="S" type="xs:string" minOccurs="0" />',
      '<xs:element name="Child" minOccurs="0" maxOccurs="unbounded"><xs:complexType><xs:sequence /></xs:complexType></xs:element>',
    );
    expect(decodeError(payload("", nested)).message).toMatch(
      /table "T", column "Child".*nested tables are not supported/,
    );
  });

  it("attribute columns", () => {
    const attr = SCHEMA.replace("</xs:sequence>", '</xs:sequence><xs:attribute name="A" type="xs:string" />');
    expect(decodeError(payload("", attr)).message).toMatch(/table "T".*attribute column is not supported/);
  });

  it("the same column declared twice", () => {
    const twice = SCHEMA.replace(
      '<xs:element name="B"',
      '<xs:element name="S" type="xs:string" /><xs:element name="B"',
    );
    expect(decodeError(payload("", twice)).message).toMatch(/table "T", column "S".*declares the column twice/);
  });

  it("content after the diffgram", () => {
    expect(decodeError(payload(GOOD_ROW).replace("</Result>", "<More /></Result>")).message).toMatch(
      /unexpected element <More>/,
    );
  });

  it("a DataTable payload naming a table the schema lacks", () => {
    const xml = payload(GOOD_ROW).replace(
      'msdata:IsDataSet="true"',
      'msdata:IsDataSet="true" msdata:MainDataTable="Nope"',
    );
    expect(() => decodeDataTable(parseXml(xml))).toThrow(DataSetDecodeError);
    expect(() => decodeDataTable(parseXml(xml))).toThrow(/main table "Nope"/);
  });

  it("a DataSet of two tables where a DataTable is expected", () => {
    const two = SCHEMA.replace("</xs:choice>", '<xs:element name="U"><xs:complexType /></xs:element></xs:choice>');
    expect(() => decodeDataTable(parseXml(payload(GOOD_ROW, two)))).toThrow(
      /expected a DataTable, found DataSet "Types" with 2 tables/,
    );
  });
});
