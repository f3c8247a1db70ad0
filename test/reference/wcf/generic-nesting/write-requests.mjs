// Writes generic-nesting's requests as a .NET client sends them: node write-requests.mjs . (then ../record.mjs exchanges).
import { writeFileSync } from "node:fs";
const dir = process.argv[2];
const LAB = "http://schemas.datacontract.org/2004/07/Lab";
const SCG = "http://schemas.datacontract.org/2004/07/System.Collections.Generic";
const ARR = "http://schemas.microsoft.com/2003/10/Serialization/Arrays";
const I = 'xmlns:i="http://www.w3.org/2001/XMLSchema-instance"';
const req = (name, op, body) =>
  writeFileSync(`${dir}/requests/${name}.request.txt`, `POST / HTTP/1.1\nHost: 127.0.0.1:8828\nContent-Type: text/xml; charset=utf-8\nSOAPAction: "http://nesting.example.com/wcf/INesting/${op}"\n\n<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><${op} xmlns="http://nesting.example.com/wcf">${body}</${op}></s:Body></s:Envelope>`);
const parcel = (p, id, w) => `${id === null ? `<${p}:Id i:nil="true"/>` : `<${p}:Id>${id}</${p}:Id>`}<${p}:Weight>${w}</${p}:Weight>`;
// EchoPair: the part in System.Collections.Generic, the Parcel value's members in Lab's namespace (declared on value).
req("EchoPair.value", "EchoPair", `<pair xmlns:a="${SCG}" ${I}><a:key>k</a:key><a:value xmlns:b="${LAB}">${parcel("b", "p1", 3)}</a:value></pair>`);
req("EchoPair.nils", "EchoPair", `<pair xmlns:a="${SCG}" ${I}><a:key i:nil="true"/><a:value i:nil="true" xmlns:b="${LAB}"/></pair>`);
req("EchoCount.value", "EchoCount", `<count xmlns:a="${SCG}" ${I}><a:key>c</a:key><a:value>2</a:value></count>`);
req("EchoPairs.items", "EchoPairs", `<pairs xmlns:a="${SCG}" ${I}><a:KeyValuePairOfstringParcelkWsSwysC><a:key>k</a:key><a:value xmlns:b="${LAB}">${parcel("b", "p1", 3)}</a:value></a:KeyValuePairOfstringParcelkWsSwysC><a:KeyValuePairOfstringParcelkWsSwysC><a:key>z</a:key><a:value i:nil="true" xmlns:b="${LAB}"/></a:KeyValuePairOfstringParcelkWsSwysC></pairs>`);
req("EchoPairs.null", "EchoPairs", `<pairs i:nil="true" xmlns:a="${SCG}" ${I}/>`);
const E = "KeyValueOfstringKeyValuePairOfintStamp0CaLFsygtwCi8m_S7";
req("EchoPairBy.entries", "EchoPairBy", `<pairBy xmlns:a="${ARR}" ${I}><a:${E}><a:Key>a</a:Key><a:Value xmlns:b="${SCG}"><b:key>1</b:key><b:value xmlns:c="urn:other"><c:Code>X1</c:Code></b:value></a:Value></a:${E}><a:${E}><a:Key>b</a:Key><a:Value xmlns:b="${SCG}"><b:key>2</b:key><b:value i:nil="true" xmlns:c="urn:other"/></a:Value></a:${E}></pairBy>`);
req("EchoWrapped.value", "EchoWrapped", `<wrapped xmlns:a="${LAB}" ${I}><a:Item><a:Item>${parcel("a", "w", 1)}</a:Item></a:Item></wrapped>`);
req("EchoWrapped.inner-nil", "EchoWrapped", `<wrapped xmlns:a="${LAB}" ${I}><a:Item><a:Item i:nil="true"/></a:Item></wrapped>`);
const R = "Result_Parcel_Stamp_GZwuO5WC";
req("EchoResults.values", "EchoResults", `<results xmlns:a="${LAB}" ${I}><a:Extra>7</a:Extra><a:Value><a:${R}><a:Extra xmlns:b="urn:other"><b:Code>Y2</b:Code></a:Extra><a:Value>${parcel("a", "r", 5)}</a:Value></a:${R}><a:${R} i:nil="true"/></a:Value></results>`);
const N = "KeyValueOfstringArrayOfKeyValueOfstringintty7Ep6D1";
req("EchoNested.entries", "EchoNested", `<nested xmlns:a="${ARR}" ${I}><a:${N}><a:Key>n</a:Key><a:Value><a:KeyValueOfstringint><a:Key>x</a:Key><a:Value>1</a:Value></a:KeyValueOfstringint><a:KeyValueOfstringint><a:Key>y</a:Key><a:Value>-2</a:Value></a:KeyValueOfstringint></a:Value></a:${N}><a:${N}><a:Key>m</a:Key><a:Value i:nil="true"/></a:${N}><a:${N}><a:Key>e</a:Key><a:Value/></a:${N}></nested>`);
const NP = "KeyValueOfstringArrayOfKeyValueOfstringParcelkWsSwysCty7Ep6D1";
req("EchoNestedPages.items", "EchoNestedPages", `<pages xmlns:a="${ARR}" ${I}><a:ArrayOf${NP}><a:${NP}><a:Key>o</a:Key><a:Value><a:KeyValueOfstringParcelkWsSwysC><a:Key>q</a:Key><a:Value xmlns:b="${LAB}">${parcel("b", "p1", 3)}</a:Value></a:KeyValueOfstringParcelkWsSwysC><a:KeyValueOfstringParcelkWsSwysC><a:Key>r</a:Key><a:Value i:nil="true" xmlns:b="${LAB}"/></a:KeyValueOfstringParcelkWsSwysC></a:Value></a:${NP}></a:ArrayOf${NP}><a:ArrayOf${NP} i:nil="true"/></pages>`);
req("EchoLists.entries", "EchoLists", `<lists xmlns:a="${ARR}" ${I}><a:KeyValueOfstringArrayOfintty7Ep6D1><a:Key>l</a:Key><a:Value><a:int>1</a:int><a:int>2</a:int></a:Value></a:KeyValueOfstringArrayOfintty7Ep6D1><a:KeyValueOfstringArrayOfintty7Ep6D1><a:Key>e</a:Key><a:Value i:nil="true"/></a:KeyValueOfstringArrayOfintty7Ep6D1></lists>`);
// Echo: Holder in Lab's namespace (a); each member of another namespace declares it (b), below it c, d.
const full = [
  `<a:Count xmlns:b="${SCG}"><b:key>c</b:key><b:value>2</b:value></a:Count>`,
  `<a:Lists xmlns:b="${ARR}"><b:KeyValueOfstringArrayOfintty7Ep6D1><b:Key>l</b:Key><b:Value><b:int>3</b:int></b:Value></b:KeyValueOfstringArrayOfintty7Ep6D1></a:Lists>`,
  `<a:Nested xmlns:b="${ARR}"><b:${N}><b:Key>n</b:Key><b:Value><b:KeyValueOfstringint><b:Key>x</b:Key><b:Value>1</b:Value></b:KeyValueOfstringint></b:Value></b:${N}></a:Nested>`,
  `<a:NestedPages xmlns:b="${ARR}"><b:ArrayOf${NP}><b:${NP}><b:Key>o</b:Key><b:Value><b:KeyValueOfstringParcelkWsSwysC><b:Key>q</b:Key><b:Value>${parcel("a", "p2", 4)}</b:Value></b:KeyValueOfstringParcelkWsSwysC></b:Value></b:${NP}></b:ArrayOf${NP}></a:NestedPages>`,
  `<a:Pair xmlns:b="${SCG}"><b:key>k</b:key><b:value>${parcel("a", "p1", 3)}</b:value></a:Pair>`,
  `<a:PairBy xmlns:b="${ARR}"><b:${E}><b:Key>a</b:Key><b:Value xmlns:c="${SCG}"><c:key>1</c:key><c:value xmlns:d="urn:other"><d:Code>X1</d:Code></c:value></b:Value></b:${E}></a:PairBy>`,
  `<a:Pairs xmlns:b="${SCG}"><b:KeyValuePairOfstringParcelkWsSwysC><b:key>z</b:key><b:value i:nil="true"/></b:KeyValuePairOfstringParcelkWsSwysC></a:Pairs>`,
  `<a:Results><a:Extra>7</a:Extra><a:Value><a:${R}><a:Extra xmlns:b="urn:other"><b:Code>Y2</b:Code></a:Extra><a:Value>${parcel("a", "p1", 3)}</a:Value></a:${R}></a:Value></a:Results>`,
  `<a:Wrapped><a:Item><a:Item>${parcel("a", "w", 1)}</a:Item></a:Item></a:Wrapped>`,
].join("");
req("Echo.full", "Echo", `<holder xmlns:a="${LAB}" ${I}>${full}</holder>`);
const nulls = [
  `<a:Count xmlns:b="${SCG}"><b:key i:nil="true"/><b:value>0</b:value></a:Count>`,
  `<a:Lists i:nil="true" xmlns:b="${ARR}"/>`,
  `<a:Nested i:nil="true" xmlns:b="${ARR}"/>`,
  `<a:NestedPages i:nil="true" xmlns:b="${ARR}"/>`,
  `<a:Pair xmlns:b="${SCG}"><b:key i:nil="true"/><b:value i:nil="true"/></a:Pair>`,
  `<a:PairBy i:nil="true" xmlns:b="${ARR}"/>`,
  `<a:Pairs i:nil="true" xmlns:b="${SCG}"/>`,
  `<a:Results i:nil="true"/>`,
  `<a:Wrapped i:nil="true"/>`,
].join("");
req("Echo.nulls", "Echo", `<holder xmlns:a="${LAB}" ${I}>${nulls}</holder>`);
