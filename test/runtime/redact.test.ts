/** The redaction rule of foreign text: never worse than leaving the text alone, never leaking through its shape. */
import { describe, expect, it } from "vitest";
import { MIN_SECRET_LENGTH, PIECE_LENGTH, REDACTED, redact, redactor } from "../../runtime/src/redact.js";

const LONG = "<Secr3t-Passw0rd-2024!xyz";
const FIRST_15 = LONG.slice(0, 15); // "<Secr3t-Passw0r", what ASP.NET's request validation quotes

describe("secrets too short to protect are left alone", () => {
  it("the password p does not touch a handler's message", () => {
    expect(redact("Oracle explicit SoapException", ["p"])).toBe("Oracle explicit SoapException");
  });

  it(`secrets of 1 to ${MIN_SECRET_LENGTH - 1} characters are ignored; ${MIN_SECRET_LENGTH} characters are hidden whole`, () => {
    expect(MIN_SECRET_LENGTH).toBe(4);
    for (const secret of ["a", "ab", "abc"])
      expect(redact(`x ${secret} y ${secret}`, [secret])).toBe(`x ${secret} y ${secret}`);
    expect(redact("pin 4711 or 4711!", ["4711"])).toBe(`pin ${REDACTED} or ${REDACTED}!`);
  });

  it("empty, null and undefined secrets change nothing, and an untouched text is the same string", () => {
    const text = "nothing secret here";
    expect(redact(text, ["", null, undefined])).toBe(text);
    expect(redactor([LONG])(text)).toBe(text);
  });
});

describe("whole secrets and pieces of them", () => {
  it("hides every occurrence of the whole secret", () => {
    expect(redact(`a ${LONG} b ${LONG}`, [LONG])).toBe(`a ${REDACTED} b ${REDACTED}`);
  });

  it("hides the 15-character prefix ASP.NET echoes, raw, XML-escaped, HTML numeric and URL-encoded", () => {
    const echoes = [
      `Password="${FIRST_15}..."`,
      `Password="&lt;Secr3t-Passw0r..."`,
      `Password="&#60;Secr3t-Passw0r..."`,
      `Password="&#x3c;Secr3t-Passw0r..."`,
      `Password="%3CSecr3t-Passw0r..."`,
      `Password="%3cSecr3t-Passw0r..."`,
    ];
    for (const echo of echoes) expect(redact(echo, [LONG]), echo).toBe(`Password="${REDACTED}..."`);
  });

  it("hides the prefix inside a real ASP.NET request validation message", () => {
    const body =
      "A potentially dangerous Request.Form value was detected from the client (Password=&quot;&lt;Secr3t-Passw0r...&quot;).";
    const scrubbed = redact(body, [LONG]);
    expect(scrubbed).toBe(
      `A potentially dangerous Request.Form value was detected from the client (Password=&quot;${REDACTED}...&quot;).`,
    );
    for (const piece of ["Secr3t", "Passw0r", "&lt;Secr"]) expect(scrubbed).not.toContain(piece);
  });

  it(`hides any piece of ${PIECE_LENGTH} or more characters, from anywhere in the secret`, () => {
    expect(PIECE_LENGTH).toBe(6);
    expect(redact("near 'Passw0rd-20' in line 1", [LONG])).toBe(`near '${REDACTED}' in line 1`);
    expect(redact("ends in 24!xyz.", [LONG])).toBe(`ends in ${REDACTED}.`);
    // Five characters of it are left: they occur by chance ("2024!") in ordinary messages.
    expect(redact("the year 2024! and xyz", [LONG])).toBe("the year 2024! and xyz");
  });

  it("replaces a whole run by one marker, whatever its length", () => {
    const short = redact(`[${LONG.slice(3, 9)}]`, [LONG]);
    const long = redact(`[${LONG}]`, [LONG]);
    expect(short).toBe(`[${REDACTED}]`);
    expect(long).toBe(`[${REDACTED}]`);
    // Two pieces side by side are one run; one marker, not two.
    expect(redact(`${LONG.slice(0, 8)}${LONG.slice(12, 20)}`, [LONG])).toBe(REDACTED);
  });

  it("hides form-encoded values, space as + or %20, in either case of hex", () => {
    const pwd = "PWD+Beta=9913é";
    expect(redact("Pwd=PWD%2BBeta%3D9913%C3%A9&x=1", [pwd])).toBe(`Pwd=${REDACTED}&x=1`);
    expect(redact("Pwd=PWD%2bBeta%3d9913%c3%a9&x=1", [pwd])).toBe(`Pwd=${REDACTED}&x=1`);
    const spaced = "PW Alpha&7731<x>";
    for (const echo of ["PW+Alpha%267731%3Cx%3E", "PW%20Alpha%267731%3Cx%3E", "PW Alpha&amp;7731&lt;x&gt;", spaced]) {
      expect(redact(`[${echo}]`, [spaced]), echo).toBe(`[${REDACTED}]`);
    }
  });

  it("hides JSON-escaped and doubly encoded echoes", () => {
    const secret = 'pa"ss\\wo<rd';
    expect(redact(JSON.stringify({ password: secret }), [secret])).toBe(`{"password":"${REDACTED}"}`);
    expect(redact('{"p":"pa\\"ss\\\\wo\\u003crd"}', [secret])).toBe(`{"p":"${REDACTED}"}`);
    // An HTML page quoting an XML body: the secret's escapes escaped again.
    expect(redact("<pre>&amp;lt;Secr3t-Passw0rd-2024!xyz</pre>", [LONG])).toBe(`<pre>${REDACTED}</pre>`);
  });

  it("never splits a surrogate pair", () => {
    const secret = "😀😀😀-keys";
    const out = redact(`x ${secret.slice(1)} y`, [secret]);
    expect(out).toBe(`x ${REDACTED} y`);
    expect(out).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
  });

  it("hides several secrets at once, leaving the text between them", () => {
    expect(redact("user alpha-beta-gamma / pwd delta-epsilon", ["alpha-beta-gamma", "delta-epsilon"])).toBe(
      `user ${REDACTED} / pwd ${REDACTED}`,
    );
  });

  it("leaves escapes and percent signs that spell no secret as they are", () => {
    const text = "100% of &lt;tags&gt; and %ZZ and &bogus; and \\q";
    expect(redact(text, [LONG])).toBe(text);
  });
});
