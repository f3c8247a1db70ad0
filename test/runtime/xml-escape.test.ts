/** escapeText and escapeAttribute: the references .NET writes, on short texts (scanned) and long ones. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { escapeAttribute, escapeText } from "../../runtime/src/xml/escape.js";

/** The rule, written as plainly as it reads: & < > and CR become references, nothing else changes. */
function referenceEscapeText(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll("\r", "&#xD;");
}

describe("escapeText", () => {
  it("writes & < > and CR as references, in place, and leaves quotes, LF and tabs", () => {
    expect(escapeText("DL & signed")).toBe("DL &amp; signed");
    expect(escapeText("<a>&</a>")).toBe("&lt;a&gt;&amp;&lt;/a&gt;");
    expect(escapeText("line\r\nnext\tend")).toBe("line&#xD;\nnext\tend");
    expect(escapeText(`"quoted" 'single'`)).toBe(`"quoted" 'single'`);
    expect(escapeText("&")).toBe("&amp;");
    expect(escapeText("&&")).toBe("&amp;&amp;");
    expect(escapeText("Zürich → Genève & 東京 <x> 😀")).toBe("Zürich → Genève &amp; 東京 &lt;x&gt; 😀");
  });

  it("returns the same string when nothing needs escaping", () => {
    const text = "plain text, 'quotes', \"too\"\n\tand 😀";
    expect(escapeText(text)).toBe(text);
    expect(escapeText("")).toBe("");
  });

  it("escapes long texts (the replace path) as short ones (the scanning path)", () => {
    for (const length of [255, 256, 257, 5_000]) {
      const text = ("a&b<c>d\re" + "x".repeat(length)).slice(0, length);
      expect(escapeText(text)).toBe(referenceEscapeText(text));
      const ending = "y".repeat(length - 1) + "&";
      expect(escapeText(ending)).toBe(referenceEscapeText(ending));
    }
  });

  it("agrees with the plain rule on any text, short or long", () => {
    const special = fc.constantFrom("&", "<", ">", "\r", "\n", "\t", '"', "é", "😀", "a");
    const texts = fc.oneof(
      fc.string({ unit: "grapheme", maxLength: 40 }),
      fc.array(fc.oneof(special, fc.string({ maxLength: 8 })), { maxLength: 400 }).map((parts) => parts.join("")),
    );
    fc.assert(fc.property(texts, (text) => escapeText(text) === referenceEscapeText(text)));
  });
});

describe("escapeAttribute", () => {
  it("also writes quotes, LF and tabs as references", () => {
    expect(escapeAttribute(`a "b" & <c>\r\n\t`)).toBe("a &quot;b&quot; &amp; &lt;c&gt;&#xD;&#xA;&#x9;");
    expect(escapeAttribute("plain")).toBe("plain");
  });
});
