/**
 * The parts of the DataSet wire format the recordings do not show, written out by hand the way .NET's
 * XmlTreeGen / NewDiffgramGen / XmlDataTreeWriter produce them: change tracking (diffgr:before,
 * diffgr:errors), the plain schema-plus-data form, DataSet namespaces, locales, column facets and types.
 */
import { describe, expect, it } from "vitest";
import { decodeDataSet, decodeDataTable, encodeDataSet } from "../../runtime/src/dataset/index.js";
import { parseXml } from "../../runtime/src/xml/tree.js";

const XS = 'xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:msdata="urn:schemas-microsoft-com:xml-msdata"';
const DIFFGRAM =
  '<diffgr:diffgram xmlns:msdata="urn:schemas-microsoft-com:xml-msdata" xmlns:diffgr="urn:schemas-microsoft-com:xml-diffgram-v1">';

const ORDERS_SCHEMA =
  `<xs:schema id="Orders" xmlns="" ${XS}><xs:element name="Orders" msdata:IsDataSet="true" msdata:UseCurrentLocale="true">` +
  '<xs:complexType><xs:choice minOccurs="0" maxOccurs="unbounded"><xs:element name="Order"><xs:complexType><xs:sequence>' +
  '<xs:element name="Id" type="xs:int" /><xs:element name="Note" type="xs:string" minOccurs="0" />' +
  "</xs:sequence></xs:complexType></xs:element></xs:choice></xs:complexType></xs:element></xs:schema>";

const inResult = (content: string): string => `<Result xmlns="urn:service">${content}</Result>`;

describe("change tracking", () => {
  // Order1 unchanged, Order2 modified, Order3 deleted (only in diffgr:before), Order4 added with errors.
  const content =
    ORDERS_SCHEMA +
    DIFFGRAM +
    '<Orders xmlns="">' +
    '<Order diffgr:id="Order1" msdata:rowOrder="0"><Id>1</Id><Note>same</Note></Order>' +
    '<Order diffgr:id="Order2" msdata:rowOrder="1" diffgr:hasChanges="modified"><Id>2</Id><Note>new</Note></Order>' +
    '<Order diffgr:id="Order4" msdata:rowOrder="3" diffgr:hasChanges="inserted" diffgr:hasErrors="true"><Id>4</Id></Order>' +
    "</Orders>" +
    "<diffgr:before>" +
    '<Order diffgr:id="Order2" msdata:rowOrder="1" xmlns=""><Id>2</Id><Note>old</Note></Order>' +
    '<Order diffgr:id="Order3" msdata:rowOrder="2" xmlns=""><Id>3</Id><Note>gone &amp; done</Note></Order>' +
    "</diffgr:before>" +
    '<diffgr:errors><Order diffgr:id="Order4" diffgr:Error="check &lt;it&gt;" xmlns=""><Note diffgr:Error="required" /></Order></diffgr:errors>' +
    "</diffgr:diffgram>";

  it("reads states, original values and errors", () => {
    const orders = decodeDataSet(parseXml(inResult(content)))!.table("Order")!;
    expect(orders.columns).toEqual([
      { name: "Id", type: "int", required: true },
      { name: "Note", type: "string", required: false },
    ]);
    expect(orders.rows).toEqual([
      { values: { Id: 1, Note: "same" }, state: "unchanged" },
      { values: { Id: 2, Note: "new" }, state: "modified", original: { Id: 2, Note: "old" } },
      { values: { Id: 3, Note: "gone & done" }, state: "deleted", original: { Id: 3, Note: "gone & done" } },
      { values: { Id: 4, Note: null }, state: "added", error: "check <it>", columnErrors: { Note: "required" } },
    ]);
    // Iteration and toObjects skip deleted rows.
    expect([...orders].map((r) => r.Id)).toEqual([1, 2, 4]);
    expect(orders.toObjects()).toEqual([
      { Id: 1, Note: "same" },
      { Id: 2, Note: "new" },
      { Id: 4, Note: null },
    ]);
  });

  it("writes them back as .NET does", () => {
    const ds = decodeDataSet(parseXml(inResult(content)))!;
    expect(encodeDataSet(ds)).toBe(content);
  });

  it("puts a deleted row back at its msdata:rowOrder and renumbers diffgr:id on writing", () => {
    // .NET's diffgr:id counts records, not positions: after deletions and re-adds it can be anything.
    const xml =
      ORDERS_SCHEMA +
      DIFFGRAM +
      '<Orders xmlns=""><Order diffgr:id="Order7" msdata:rowOrder="1"><Id>7</Id></Order></Orders>' +
      '<diffgr:before><Order diffgr:id="Order2" msdata:rowOrder="0" xmlns=""><Id>2</Id></Order></diffgr:before></diffgr:diffgram>';
    const ds = decodeDataSet(parseXml(inResult(xml)))!;
    expect(ds.table("Order")!.rows.map((r) => [r.values.Id, r.state])).toEqual([
      [2, "deleted"],
      [7, "unchanged"],
    ]);
    expect(encodeDataSet(ds)).toContain('<Order diffgr:id="Order2" msdata:rowOrder="1"><Id>7</Id></Order>');
    expect(encodeDataSet(ds)).toContain(
      '<diffgr:before><Order diffgr:id="Order1" msdata:rowOrder="0" xmlns=""><Id>2</Id></Order></diffgr:before>',
    );
  });

  it("keeps the data element when every row is deleted", () => {
    const xml =
      ORDERS_SCHEMA +
      DIFFGRAM +
      '<Orders xmlns="" /><diffgr:before><Order diffgr:id="Order1" msdata:rowOrder="0" xmlns=""><Id>1</Id></Order></diffgr:before></diffgr:diffgram>';
    const ds = decodeDataSet(parseXml(inResult(xml)))!;
    expect(ds.table("Order")!.rows).toEqual([
      { values: { Id: 1, Note: null }, state: "deleted", original: { Id: 1, Note: null } },
    ]);
    expect(encodeDataSet(ds)).toBe(xml);
  });

  it("indents before and errors like the data", () => {
    const ds = decodeDataSet(parseXml(inResult(content)))!;
    const indented = encodeDataSet(ds, { layout: "indented", depth: 0 });
    expect(indented).toContain(["  </diffgr:diffgram>", ""].join("\n"));
    expect(indented).toContain(
      [
        "    <diffgr:errors>",
        '      <Order diffgr:id="Order4" diffgr:Error="check &lt;it&gt;" xmlns="">',
        '        <Note diffgr:Error="required" />',
        "      </Order>",
        "    </diffgr:errors>",
      ].join("\n"),
    );
    expect(encodeDataSet(decodeDataSet(parseXml(`<DataSet xmlns="urn:s">${indented}</DataSet>`))!)).toBe(content);
  });
});

describe("the plain form (schema, then the data without a diffgram)", () => {
  it("reads rows as unchanged", () => {
    const xml = inResult(
      `${ORDERS_SCHEMA}<Orders xmlns="">\n  <Order>\n    <Id>1</Id>\n  </Order>\n  <Order><Id>2</Id><Note /></Order>\n</Orders>`,
    );
    expect(decodeDataSet(parseXml(xml))!.table("Order")!.rows).toEqual([
      { values: { Id: 1, Note: null }, state: "unchanged" },
      { values: { Id: 2, Note: "" }, state: "unchanged" },
    ]);
  });

  it("reads a DataTable's DocumentElement", () => {
    const schema = ORDERS_SCHEMA.replace('id="Orders"', 'id="NewDataSet"').replace(
      'name="Orders" msdata:IsDataSet="true"',
      'name="NewDataSet" msdata:IsDataSet="true" msdata:MainDataTable="Order"',
    );
    const table = decodeDataTable(
      parseXml(inResult(`${schema}<DocumentElement xmlns=""><Order><Id>5</Id></Order></DocumentElement>`)),
    )!;
    expect(table.name).toBe("Order");
    expect(table.toObjects()).toEqual([{ Id: 5, Note: null }]);
  });
});

describe("schema features", () => {
  it("a typed DataSet's namespace, locale and case sensitivity", () => {
    const xml =
      '<Quotes xmlns="urn:service">' +
      '<xs:schema id="QuoteSet" targetNamespace="http://tempuri.org/QuoteSet.xsd" xmlns:mstns="http://tempuri.org/QuoteSet.xsd" xmlns="http://tempuri.org/QuoteSet.xsd" ' +
      `${XS} attributeFormDefault="qualified" elementFormDefault="qualified">` +
      '<xs:element name="QuoteSet" msdata:IsDataSet="true" msdata:CaseSensitive="true" msdata:Locale="de-DE"><xs:complexType><xs:choice minOccurs="0" maxOccurs="unbounded">' +
      '<xs:element name="Quote"><xs:complexType><xs:sequence><xs:element name="Carrier" type="xs:string" minOccurs="0" /></xs:sequence></xs:complexType></xs:element>' +
      "</xs:choice></xs:complexType></xs:element></xs:schema>" +
      DIFFGRAM +
      '<QuoteSet xmlns="http://tempuri.org/QuoteSet.xsd"><Quote diffgr:id="Quote1" msdata:rowOrder="0"><Carrier>AA</Carrier></Quote></QuoteSet>' +
      "</diffgr:diffgram></Quotes>";
    const ds = decodeDataSet(parseXml(xml))!;
    expect({ name: ds.name, namespace: ds.namespace, locale: ds.locale, caseSensitive: ds.caseSensitive }).toEqual({
      name: "QuoteSet",
      namespace: "http://tempuri.org/QuoteSet.xsd",
      locale: "de-DE",
      caseSensitive: true,
    });
    expect(ds.table("Quote")!.toObjects()).toEqual([{ Carrier: "AA" }]);
    expect(`<Quotes xmlns="urn:service">${encodeDataSet(ds)}</Quotes>`).toBe(xml);
  });

  it("column facets and the types .NET writes for other CLR types", () => {
    const schema =
      `<xs:schema id="NewDataSet" xmlns="" ${XS}><xs:element name="NewDataSet" msdata:IsDataSet="true" msdata:UseCurrentLocale="true"><xs:complexType><xs:choice minOccurs="0" maxOccurs="unbounded">` +
      '<xs:element name="Track_x0020_Log"><xs:complexType><xs:sequence>' +
      '<xs:element name="Id" msdata:DataType="System.Guid, mscorlib, Version=4.0.0.0, Culture=neutral, PublicKeyToken=b77a5c561934e089" type="xs:string" minOccurs="0" />' +
      '<xs:element name="Code" minOccurs="0"><xs:simpleType><xs:restriction base="xs:string"><xs:maxLength value="10" /></xs:restriction></xs:simpleType></xs:element>' +
      '<xs:element name="Took" type="xs:duration" minOccurs="0" />' +
      '<xs:element name="At" msdata:DateTimeMode="Utc" type="xs:dateTime" minOccurs="0" />' +
      '<xs:element name="Grade" msdata:DataType="System.Char, mscorlib, Version=4.0.0.0, Culture=neutral, PublicKeyToken=b77a5c561934e089" type="xs:unsignedShort" minOccurs="0" />' +
      '<xs:element name="Size_x0020_cm" type="xs:float" />' +
      "</xs:sequence></xs:complexType></xs:element></xs:choice></xs:complexType></xs:element></xs:schema>";
    const data =
      '<NewDataSet xmlns=""><Track_x0020_Log diffgr:id="Track Log1" msdata:rowOrder="0">' +
      "<Id>0f8fad5b-d9cb-469f-a165-70867728950e</Id><Code>A&amp;B</Code><Took>PT1H30M</Took><At>2024-01-02T03:04:05.5Z</At><Grade>A</Grade><Size_x0020_cm>1.5E-07</Size_x0020_cm>" +
      "</Track_x0020_Log></NewDataSet>";
    const content = `${schema}${DIFFGRAM}${data}</diffgr:diffgram>`;
    const table = decodeDataSet(parseXml(inResult(content)))!.table("Track Log")!;
    expect(table.columns).toEqual([
      { name: "Id", type: "guid", required: false },
      { name: "Code", type: "string", required: false, maxLength: 10 },
      { name: "Took", type: { xsd: "duration" }, required: false },
      { name: "At", type: "dateTime", required: false, dateTimeMode: "Utc" },
      {
        name: "Grade",
        type: {
          xsd: "unsignedShort",
          dataType: "System.Char, mscorlib, Version=4.0.0.0, Culture=neutral, PublicKeyToken=b77a5c561934e089",
        },
        required: false,
      },
      { name: "Size cm", type: "float", required: true },
    ]);
    expect(table.toObjects()).toEqual([
      {
        Id: "0f8fad5b-d9cb-469f-a165-70867728950e",
        Code: "A&B",
        Took: "PT1H30M",
        At: "2024-01-02T03:04:05.5Z",
        Grade: "A",
        "Size cm": Math.fround(1.5e-7),
      },
    ]);
    expect(encodeDataSet(decodeDataSet(parseXml(inResult(content)))!)).toBe(content);
  });

  it("skips constraints, relations and annotations, and resolves table refs", () => {
    const xml = inResult(
      `<xs:schema id="S" xmlns="" ${XS}>` +
        '<xs:element name="T"><xs:complexType><xs:sequence><xs:element name="K" type="xs:long" /></xs:sequence></xs:complexType></xs:element>' +
        '<xs:element name="S" msdata:IsDataSet="true"><xs:complexType><xs:choice minOccurs="0" maxOccurs="unbounded"><xs:element ref="T" /></xs:choice></xs:complexType>' +
        '<xs:unique name="Constraint1" msdata:PrimaryKey="true"><xs:selector xpath=".//T" /><xs:field xpath="K" /></xs:unique></xs:element>' +
        '<xs:annotation><xs:appinfo><msdata:Relationship name="R" msdata:parent="T" msdata:child="T" msdata:parentkey="K" msdata:childkey="K" /></xs:appinfo></xs:annotation>' +
        `</xs:schema>${DIFFGRAM}<S xmlns=""><T diffgr:id="T1" msdata:rowOrder="0"><K>9007199254740993</K></T></S></diffgr:diffgram>`,
    );
    const ds = decodeDataSet(parseXml(xml))!;
    expect(ds.table("T")!.toObjects()).toEqual([{ K: 9007199254740993n }]);
  });

  it("an empty DataSet (no tables) and a table without columns", () => {
    const content =
      `<xs:schema id="Empty" xmlns="" ${XS}><xs:element name="Empty" msdata:IsDataSet="true" msdata:UseCurrentLocale="true"><xs:complexType>` +
      '<xs:choice minOccurs="0" maxOccurs="unbounded"><xs:element name="Bare"><xs:complexType /></xs:element></xs:choice>' +
      `</xs:complexType></xs:element></xs:schema>${DIFFGRAM}<Empty xmlns=""><Bare diffgr:id="Bare1" msdata:rowOrder="0" /></Empty></diffgr:diffgram>`;
    const ds = decodeDataSet(parseXml(inResult(content)))!;
    expect(ds.tables.map((t) => [t.name, t.columns.length, t.rows.length])).toEqual([["Bare", 0, 1]]);
    expect(encodeDataSet(ds)).toBe(content);
    const none = encodeDataSet(
      decodeDataSet(
        parseXml(
          inResult(
            content
              .replace('<xs:element name="Bare"><xs:complexType /></xs:element>', "")
              .replace(/<Empty xmlns="">.*<\/Empty>/, ""),
          ),
        ),
      )!,
    );
    expect(none).toContain('<xs:choice minOccurs="0" maxOccurs="unbounded" />');
    expect(none).toContain(
      '<diffgr:diffgram xmlns:msdata="urn:schemas-microsoft-com:xml-msdata" xmlns:diffgr="urn:schemas-microsoft-com:xml-diffgram-v1" />',
    );
  });
});
