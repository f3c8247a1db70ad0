/**
 * Building DataSets in a program (servers, clients sending DataSets), typing them against declared tables,
 * and the text forms .NET uses for names, numbers, dates and strings.
 */
import { describe, expect, it } from "vitest";
import {
  DataSetDecodeError,
  DataSetEncodeError,
  DataTable,
  dataSet,
  decodeDataSet,
  decodeXmlName,
  encodeDataSet,
  encodeDataTable,
  encodeXmlName,
  expectDataSet,
  expectDataTable,
  row,
  table,
  type TypedDataSet,
  type TypedDataTable,
} from "../../runtime/src/dataset/index.js";
import { formatDouble, formatFloat } from "../../runtime/src/text/floats.js";
import { parseXml } from "../../runtime/src/xml/tree.js";

const STATUS_SCHEMA =
  '<xs:schema id="StatusDataSet" xmlns="" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:msdata="urn:schemas-microsoft-com:xml-msdata">' +
  '<xs:element name="StatusDataSet" msdata:IsDataSet="true" msdata:UseCurrentLocale="true"><xs:complexType><xs:choice minOccurs="0" maxOccurs="unbounded">' +
  '<xs:element name="Status"><xs:complexType><xs:sequence><xs:element name="TrackNum" type="xs:string" minOccurs="0" />' +
  '<xs:element name="StatusCode" type="xs:string" minOccurs="0" /><xs:element name="StatusDate" type="xs:dateTime" minOccurs="0" />' +
  '<xs:element name="Pieces" type="xs:int" minOccurs="0" /><xs:element name="Weight" type="xs:decimal" minOccurs="0" />' +
  "</xs:sequence></xs:complexType></xs:element></xs:choice></xs:complexType></xs:element></xs:schema>";

interface StatusRow {
  readonly TrackNum: string | null;
  readonly StatusCode: string | null;
  readonly StatusDate: string | null;
  readonly Pieces: number | null;
  readonly Weight: string | null;
}

const STATUS_COLUMNS = {
  TrackNum: "string",
  StatusCode: "string",
  StatusDate: "dateTime",
  Pieces: "int",
  Weight: "decimal",
} as const;

describe("builders", () => {
  it("build what the recorded service sends, from plain rows and convenient inputs", () => {
    const ds = dataSet("StatusDataSet", [
      table("Status", STATUS_COLUMNS, [
        {
          TrackNum: "T123",
          StatusCode: "PU:HAWB",
          StatusDate: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)),
          Pieces: 1,
          Weight: 12.5,
        },
        { TrackNum: "T123", StatusCode: "DL:HAWB", StatusDate: "2024-01-03T13:14:15+00:00", Pieces: 2, Weight: "7.25" },
      ]),
    ]);
    // The bytes of exchanges/GetStatus.soap11.response.txt inside <GetStatusResult>.
    expect(encodeDataSet(ds)).toBe(
      STATUS_SCHEMA +
        '<diffgr:diffgram xmlns:msdata="urn:schemas-microsoft-com:xml-msdata" xmlns:diffgr="urn:schemas-microsoft-com:xml-diffgram-v1"><StatusDataSet xmlns="">' +
        '<Status diffgr:id="Status1" msdata:rowOrder="0"><TrackNum>T123</TrackNum><StatusCode>PU:HAWB</StatusCode><StatusDate>2024-01-02T03:04:05+00:00</StatusDate><Pieces>1</Pieces><Weight>12.5</Weight></Status>' +
        '<Status diffgr:id="Status2" msdata:rowOrder="1"><TrackNum>T123</TrackNum><StatusCode>DL:HAWB</StatusCode><StatusDate>2024-01-03T13:14:15+00:00</StatusDate><Pieces>2</Pieces><Weight>7.25</Weight></Status>' +
        "</StatusDataSet></diffgr:diffgram>",
    );
    // Typed lookups: the table name is known to TypeScript.
    const rows: StatusRow[] = ds.table("Status").toObjects();
    expect(rows[0]).toEqual({
      TrackNum: "T123",
      StatusCode: "PU:HAWB",
      StatusDate: "2024-01-02T03:04:05+00:00",
      Pieces: 1,
      Weight: "12.5",
    });
    expect(ds.table("Other")).toBeUndefined();
  });

  it("is assignable to the types generated code declares", () => {
    const result: TypedDataSet<{ Status: StatusRow }> = dataSet("StatusDataSet", [table("Status", STATUS_COLUMNS)]);
    const refResult: TypedDataTable<StatusRow> = table("StatusRef", STATUS_COLUMNS, [{ TrackNum: "T1" }]);
    expect(result.table("Status").rows).toEqual([]);
    expect(refResult.toObjects()).toEqual([
      { TrackNum: "T1", StatusCode: null, StatusDate: null, Pieces: null, Weight: null },
    ]);
  });

  it("writes a DataTable the way GetStatusRef's is recorded", () => {
    const content = encodeDataTable(table("StatusRef", STATUS_COLUMNS), { layout: "indented" });
    expect(content.startsWith('\n  <xs:schema id="NewDataSet" xmlns=""')).toBe(true);
    expect(content).toContain(
      '<xs:element name="NewDataSet" msdata:IsDataSet="true" msdata:MainDataTable="StatusRef" msdata:UseCurrentLocale="true">',
    );
    expect(
      content.endsWith(
        '\n  <diffgr:diffgram xmlns:msdata="urn:schemas-microsoft-com:xml-msdata" xmlns:diffgr="urn:schemas-microsoft-com:xml-diffgram-v1" />\n',
      ),
    ).toBe(true);
  });

  it("a namespaced DataTable names its main table with the namespace, as .NET does", () => {
    const ds = dataSet("NewDataSet", [table("T", { A: "int" })], { namespace: "urn:x", mainTable: "T" });
    const content = encodeDataSet(ds);
    expect(content).toContain('msdata:MainDataTable="urn_x003A_x_x003A_T"');
    expect(decodeDataSet(parseXml(`<R>${content}</R>`))!.mainTable).toBe("T");
  });

  it("column options: required, MaxLength, DateTimeMode, other XML Schema types", () => {
    const t = table(
      "T",
      {
        Id: { type: "guid", required: true },
        Code: { type: "string", maxLength: 3 },
        At: { type: "dateTime", dateTimeMode: "Utc" },
        Took: { xsd: "duration", dataType: "System.TimeSpan" },
      },
      [{ Id: "0f8fad5b-d9cb-469f-a165-70867728950e", At: new Date(Date.UTC(2024, 0, 2, 3, 4, 5, 120)), Took: "PT1S" }],
    );
    const content = encodeDataSet(dataSet("S", [t]));
    expect(content).toContain(
      '<xs:element name="Id" msdata:DataType="System.Guid, mscorlib, Version=4.0.0.0, Culture=neutral, PublicKeyToken=b77a5c561934e089" type="xs:string" />' +
        '<xs:element name="Code" minOccurs="0"><xs:simpleType><xs:restriction base="xs:string"><xs:maxLength value="3" /></xs:restriction></xs:simpleType></xs:element>' +
        '<xs:element name="At" msdata:DateTimeMode="Utc" type="xs:dateTime" minOccurs="0" />' +
        '<xs:element name="Took" msdata:DataType="System.TimeSpan" type="xs:duration" minOccurs="0" />',
    );
    expect(content).toContain("<At>2024-01-02T03:04:05.12Z</At><Took>PT1S</Took>");
  });

  it("rows with change tracking", () => {
    const t = table("T", { A: "int" }, [
      row({ A: 1 }, { state: "added", error: "late" }),
      row({ A: 2 }, { state: "modified", original: { A: 20 }, columnErrors: { A: "odd" } }),
      row({ A: 3 }, { state: "deleted" }),
    ]);
    expect(t.rows.map((r) => [r.state, r.original, r.error, r.columnErrors])).toEqual([
      ["added", undefined, "late", undefined],
      ["modified", { A: 20 }, undefined, { A: "odd" }],
      ["deleted", { A: 3 }, undefined, undefined],
    ]);
    expect([...t]).toEqual([{ A: 1 }, { A: 2 }]);
  });

  const mistakes: [string, () => unknown, RegExp][] = [
    [
      "an unknown column",
      () => table("T", { A: "int" }, [{ A: 1, B: 2 } as never]),
      /table "T", row index 0, column "B": the table has no such column/,
    ],
    ["a string for an int", () => table("T", { A: "int" }, [{ A: "1" as never }]), /column "A": expected xs:int/],
    ["a fraction for an int", () => table("T", { A: "int" }, [{ A: 1.5 }]), /expected xs:int/],
    ["an unsafe number for a long", () => table("T", { A: "long" }, [{ A: 2 ** 60 }]), /expected xs:long/],
    ["a decimal with an exponent", () => table("T", { A: "decimal" }, [{ A: "1e5" }]), /expected xs:decimal/],
    ["NaN for a decimal", () => table("T", { A: "decimal" }, [{ A: NaN }]), /expected xs:decimal/],
    ["an invalid Date", () => table("T", { A: "dateTime" }, [{ A: new Date(NaN) }]), /expected xs:dateTime/],
    ["a date without time", () => table("T", { A: "dateTime" }, [{ A: "2024-01-02" }]), /expected xs:dateTime/],
    ["a bad guid", () => table("T", { A: "guid" }, [{ A: "nope" }]), /expected a GUID/],
    [
      "a string for bytes",
      () => table("T", { A: "base64Binary" }, [{ A: "AAEC" as never }]),
      /expected xs:base64Binary/,
    ],
    ["a float out of range", () => table("T", { A: "float" }, [{ A: 1e39 }]), /expected xs:float/],
    ["a control character", () => table("T", { A: "string" }, [{ A: "a\u0001b" }]), /text XML can carry/],
    ["a lone surrogate", () => table("T", { A: "string" }, [{ A: "a\uD800" }]), /text XML can carry/],
    [
      "null in a required column",
      () => table("T", { A: { type: "int", required: true } }, [{}]),
      /column "A": the column is required/,
    ],
    [
      "too long for MaxLength",
      () => table("T", { A: { type: "string", maxLength: 2 } }, [{ A: "abc" }]),
      /at most 2 characters/,
    ],
    ["an unknown type", () => table("T", { A: "integer" as never }), /column "A": unknown column type/],
    [
      "a modified row without original",
      () => row({ A: 1 }, { state: "modified" }) && table("T", { A: "int" }, [row({ A: 1 }, { state: "modified" })]),
      /row index 0: a modified row needs its original values/,
    ],
    [
      "two tables of one name",
      () => dataSet("S", [table("T", {}), table("T", {})]),
      /table "T": the table name is used twice/,
    ],
    ["an empty name", () => table("", {}), /non-empty name/],
  ];
  for (const [label, build, message] of mistakes) {
    it(`refuses ${label}`, () => {
      expect(build).toThrow(DataSetEncodeError);
      expect(build).toThrow(message);
    });
  }

  it("refuses, on encoding, rows of a hand-made DataTable that do not fit", () => {
    const bad = new DataTable(
      "T",
      [{ name: "A", type: "int", required: false }],
      [{ values: { A: "x" }, state: "unchanged" }],
    );
    expect(() => encodeDataTable(bad)).toThrow(/table "T", row index 0, column "A": expected xs:int/);
    const stray = new DataTable(
      "T",
      [{ name: "A", type: "int", required: false }],
      [{ values: { B: 1 }, state: "unchanged" }],
    );
    expect(() => encodeDataTable(stray)).toThrow(
      /column "B": the row has a value for a column the table does not have/,
    );
  });
});

describe("expectDataSet / expectDataTable", () => {
  const shape = {
    name: "Status",
    columns: [
      { name: "TrackNum", type: "string" },
      { name: "Pieces", type: "int" },
    ],
  } as const;
  const decoded = decodeDataSet(
    parseXml(
      `<R xmlns="urn:s">${encodeDataSet(dataSet("StatusDataSet", [table("Status", STATUS_COLUMNS, [{ Pieces: 3 }])]))}</R>`,
    ),
  )!;

  it("types a decoded DataSet whose tables match", () => {
    const typed = expectDataSet<{ Status: StatusRow }>(decoded, [shape]);
    const pieces: number | null = typed.table("Status").toObjects()[0]!.Pieces;
    expect(pieces).toBe(3);
    const table1: TypedDataTable<StatusRow> = expectDataTable<StatusRow>(decoded.table("Status")!, shape);
    expect(table1.name).toBe("Status");
  });

  it("refuses a missing table, a missing column, a different type", () => {
    expect(() => expectDataSet(decoded, [{ ...shape, name: "Other" }])).toThrow(DataSetDecodeError);
    expect(() => expectDataSet(decoded, [{ ...shape, name: "Other" }])).toThrow(/no table "Other"/);
    expect(() => expectDataSet(decoded, [{ name: "Status", columns: [{ name: "Nope", type: "int" }] }])).toThrow(
      /column "Nope": the table has no such column/,
    );
    expect(() =>
      expectDataTable(decoded.table("Status")!, { name: "Status", columns: [{ name: "Pieces", type: "long" }] }),
    ).toThrow(/column "Pieces": the column is xs:int, the service declares xs:long/);
  });
});

describe("text forms", () => {
  it("names: XmlConvert.EncodeLocalName and DecodeName", () => {
    const cases: [string, string][] = [
      ["TrackNum", "TrackNum"],
      ["Track Num", "Track_x0020_Num"],
      ["1st", "_x0031_st"],
      ["a:b", "a_x003A_b"],
      ["_x0041_", "_x005F_x0041_"],
      ["x_y", "x_y"],
      ["x😀", "x_x0001F600_"],
      ["Größe", "Größe"],
      ["-a", "_x002D_a"],
      ["a-b.c", "a-b.c"],
    ];
    for (const [name, encoded] of cases) {
      expect(encodeXmlName(name)).toBe(encoded);
      expect(decodeXmlName(encoded)).toBe(name);
    }
    expect(decodeXmlName("A_x0020_b_X002c_")).toBe("A b,");
    expect(decodeXmlName("_x110000_")).toBe("_x110000_");
  });

  it('doubles and floats as .NET Core writes them (shortest round trip, "R")', () => {
    const doubles: [number, string][] = [
      [0.1, "0.1"],
      [12.5, "12.5"],
      [100, "100"],
      [1e14, "100000000000000"],
      [1e15, "1E+15"],
      [1234567890123456, "1234567890123456"],
      [123456789012345680000, "1.2345678901234568E+20"],
      [0.0001, "0.0001"],
      [0.00001, "1E-05"],
      [1.5e-7, "1.5E-07"],
      [-2.5e-300, "-2.5E-300"],
      [Number.MAX_VALUE, "1.7976931348623157E+308"],
      [5e-324, "5E-324"],
      [-0, "-0"],
      [Infinity, "INF"],
      [-Infinity, "-INF"],
      [NaN, "NaN"],
    ];
    for (const [value, text] of doubles) expect(formatDouble(value)).toBe(text);
    const floats: [number, string][] = [
      [Math.fround(0.1), "0.1"],
      [Math.fround(3.4028235e38), "3.4028235E+38"],
      [1e7, "1E+07"],
      [16777216, "16777216"],
      [1234567, "1234567"],
      [Math.fround(1.5e-7), "1.5E-07"],
    ];
    for (const [value, text] of floats) expect(formatFloat(value)).toBe(text);
  });

  it("strings: escaped like .NET, empty as <A />, white space kept with xml:space", () => {
    const content = encodeDataSet(
      dataSet("S", [
        table("T", { A: "string", B: "string", C: "string" }, [{ A: "a<b&c>d]]>\r\n", B: "", C: " \t " }]),
      ]),
    );
    expect(content).toContain('<A>a&lt;b&amp;c&gt;d]]&gt;&#xD;\n</A><B /><C xml:space="preserve"> \t </C>');
    const back = decodeDataSet(parseXml(`<R>${content}</R>`))!
      .table("T")!
      .toObjects()[0];
    expect(back).toEqual({ A: "a<b&c>d]]>\r\n", B: "", C: " \t " });
  });

  it("decimals from numbers and bigints, exactly", () => {
    const t = table("T", { D: "decimal" }, [
      { D: 12.5 },
      { D: 1e-7 },
      { D: 1e21 },
      { D: 123456789012345678901234567890n % 10n ** 28n },
      { D: "-0.000" },
    ]);
    expect(t.toObjects().map((r) => r.D)).toEqual([
      "12.5",
      "0.0000001",
      "1000000000000000000000",
      "3456789012345678901234567890",
      "-0.000",
    ]);
  });
});

// Compile-time checks (tsc over the tests): the builders' row types follow the column types.
export function typeChecks(): void {
  // @ts-expect-error: a string is not an int
  table("T", { A: "int" }, [{ A: "1" }]);
  // @ts-expect-error: no column B
  table("T", { A: "int" }, [{ B: 1 }]);
  const ds = dataSet("S", [table("T", { A: "long", B: "decimal", C: "base64Binary" })]);
  const first = ds.table("T").toObjects()[0]!;
  const a: bigint | null = first.A;
  const b: string | null = first.B;
  const c: Uint8Array | null = first.C;
  // @ts-expect-error: an unknown table is possibly undefined
  ds.table("U").rows;
  void [a, b, c];
}
