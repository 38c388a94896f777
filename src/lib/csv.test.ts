import { describe, expect, it } from "vitest";
import { csvField, csvLine } from "./csv";

describe("csvField", () => {
  it("writes plain text, numbers and booleans as they are, and nothing for null", () => {
    expect(csvField("Ana Souza")).toBe("Ana Souza");
    expect(csvField(42)).toBe("42");
    expect(csvField(-3)).toBe("-3");
    expect(csvField(true)).toBe("true");
    expect(csvField(false)).toBe("false");
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
    expect(csvField("")).toBe("");
  });

  it("quotes fields with a comma, a quote or a line break, doubling the quotes", () => {
    expect(csvField("Souza, Ana")).toBe('"Souza, Ana"');
    expect(csvField('She said "hi"')).toBe('"She said ""hi"""');
    expect(csvField('"')).toBe('""""');
    expect(csvField("line one\nline two")).toBe('"line one\nline two"');
    expect(csvField("line one\r\nline two")).toBe('"line one\r\nline two"');
    expect(csvField("carriage\rreturn")).toBe('"carriage\rreturn"');
  });

  it("quotes fields with a semicolon, which many spreadsheets read as the separator", () => {
    expect(csvField("Souza;=HYPERLINK(1)")).toBe(`"Souza;'=HYPERLINK(1)"`);
  });

  it("keeps text that a spreadsheet would run as a formula as text", () => {
    expect(csvField('=HYPERLINK("http://evil.test")')).toBe('"\'=HYPERLINK(""http://evil.test"")"');
    expect(csvField("=1+1")).toBe("'=1+1");
    expect(csvField("+1 801 555 0100")).toBe("'+1 801 555 0100");
    expect(csvField("-2+3")).toBe("'-2+3");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("\t=1")).toBe("'\t'=1");
    expect(csvField("\r=1")).toBe(`"'\r'=1"`);
  });

  it("a reader splitting on a comma, a semicolon, a tab or a line break never gets a cell that starts a formula", () => {
    const attacks = [
      "Souza;=HYPERLINK(1)",
      "Souza,=HYPERLINK(1)",
      "Souza\t=1+1",
      "line one\n=cmd|' /C calc'!A0",
      "line one\r\n@SUM(A1)",
      "a;+1;-2;@3",
      'a;"=1',
      "a;\t=1",
      ";=1",
      "\t=1",
      "\r=1",
      '"=1',
    ];
    for (const value of attacks) {
      const written = csvField(value);
      for (const separator of [",", ";", "\t", "\n", "\r"]) {
        for (const cell of written.split(separator)) {
          expect(cell.replace(/^"+/, ""), `${JSON.stringify(value)} split on ${JSON.stringify(separator)}`).not.toMatch(
            /^[=+\-@]/,
          );
        }
      }
    }
  });

  it("leaves those characters alone anywhere but at the start", () => {
    expect(csvField("a=b")).toBe("a=b");
    expect(csvField("ana+leads@example.com")).toBe("ana+leads@example.com");
    expect(csvField(" =1")).toBe(" =1");
  });

  it("keeps other text, accents and emoji included, as it is", () => {
    expect(csvField("São Paulo ☀️")).toBe("São Paulo ☀️");
  });
});

describe("csvLine", () => {
  it("joins fields with commas and ends with CRLF", () => {
    expect(csvLine(["id", "name", "message"])).toBe("id,name,message\r\n");
    expect(csvLine([7, "Souza, Ana", null, false, "=cmd"])).toBe('7,"Souza, Ana",,false,\'=cmd\r\n');
  });

  it("writes an empty record for no fields", () => {
    expect(csvLine([])).toBe("\r\n");
  });
});
