// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { normalisePastedHtml } from "./paste";

/** What Google Docs puts on the clipboard: the shape of a real copy, with text of our own. */
const googleDocs = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5c1e2f3a-7fff-1b2c-3d4e-5f6a7b8c9d0e"><h1 dir="ltr" style="line-height:1.38;margin-top:20pt;margin-bottom:6pt;"><span style="font-size:20pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">Spring checklist</span></h1><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;">Start with </span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:700;font-style:normal;">reviews</span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:italic;"> this week</span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;">, then read </span><a href="https://www.google.com/url?q=https://example.com/guide&amp;sa=D&amp;source=editors&amp;ust=1" style="text-decoration:none;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#1155cc;font-weight:400;text-decoration:underline;">the guide</span></a><span style="font-size:11pt;">.</span></p><h2 dir="ltr" style="line-height:1.38;"><span style="font-size:16pt;font-weight:400;">What to do</span></h2><ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"><li dir="ltr" style="list-style-type:disc;font-size:11pt;" aria-level="1"><p dir="ltr" style="line-height:1.38;" role="presentation"><span style="font-size:11pt;font-weight:400;">Update the profile</span></p></li><ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"><li dir="ltr" style="list-style-type:circle;font-size:11pt;" aria-level="2"><p dir="ltr" style="line-height:1.38;" role="presentation"><span style="font-size:11pt;font-weight:400;">Hours and photos</span></p></li></ul><li dir="ltr" style="list-style-type:disc;font-size:11pt;" aria-level="1"><p dir="ltr" style="line-height:1.38;" role="presentation"><span style="font-size:11pt;font-weight:400;">Ask for reviews</span></p></li></ul><ol style="margin-top:0;margin-bottom:0;"><li dir="ltr" style="list-style-type:decimal;" aria-level="1"><p dir="ltr" role="presentation"><span style="font-size:11pt;font-weight:400;">First</span></p></li></ol><p dir="ltr"><img src="https://lh7-rt.googleusercontent.com/docsz/AD_4nXabc" width="200" height="100"><span style="font-size:11pt;color:#ff0000;background-color:#ffff00;">Coloured text</span></p></b><br class="Apple-interchange-newline">`;

/** What desktop Word puts on the clipboard, trimmed of its long style sheet. */
const word = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word"><head><meta name=Generator content="Microsoft Word 15"><style><!-- p.MsoNormal {margin:0in;} --></style></head><body lang=EN-US style='tab-interval:.5in'><!--StartFragment--><p class=MsoTitle>Plan for May<o:p></o:p></p><h2>Budget<o:p></o:p></h2><p class=MsoNormal>Spend <b>less</b> on <i>search</i> ads; see <a href="https://example.com/ads">our notes</a>.<o:p></o:p></p><p class=MsoListParagraphCxSpFirst style='text-indent:-.25in;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol;mso-bidi-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Cut brand terms<o:p></o:p></p><p class=MsoListParagraphCxSpMiddle style='margin-left:1.0in;mso-add-space:auto;text-indent:-.25in;mso-list:l0 level2 lfo1'><![if !supportLists]><span style='font-family:"Courier New"'><span style='mso-list:Ignore'>o<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>Keep the exact ones<o:p></o:p></p><p class=MsoListParagraphCxSpLast style='text-indent:-.25in;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>Raise <b>local</b> bids<o:p></o:p></p><p class=MsoNormal>Then:<o:p></o:p></p><p class=MsoListParagraphCxSpFirst style='text-indent:-.25in;mso-list:l1 level1 lfo2'><![if !supportLists]><span><span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>Measure<o:p></o:p></p><p class=MsoListParagraphCxSpLast style='text-indent:-.25in;mso-list:l1 level1 lfo2'><![if !supportLists]><span><span style='mso-list:Ignore'>2.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>Adjust<o:p></o:p></p><table class=MsoTableGrid><tr><td>Cell text</td></tr></table><!--EndFragment--></body></html>`;

describe("normalisePastedHtml: Google Docs", () => {
  const html = normalisePastedHtml(googleDocs);

  it("keeps headings, and the wrapper that is not bold does not make everything bold", () => {
    expect(html).toContain("<h1>Spring checklist</h1>");
    expect(html).toContain("<h2>What to do</h2>");
    expect(html).not.toMatch(/<strong><h1>|^<strong>/);
  });

  it("turns the styled spans into bold and italic, and keeps the link with Google's redirect unwrapped", () => {
    expect(html).toContain(
      '<p>Start with <strong>reviews</strong><em> this week</em>, then read <a href="https://example.com/guide">the guide</a>.</p>',
    );
  });

  it("keeps lists, with the nested list inside its item", () => {
    expect(html).toContain(
      "<ul><li><p>Update the profile</p><ul><li><p>Hours and photos</p></li></ul></li><li><p>Ask for reviews</p></li></ul>",
    );
    expect(html).toContain("<ol><li><p>First</p></li></ol>");
  });

  it("drops styles, classes, images of the document's host and every attribute but a link's address", () => {
    expect(html).not.toMatch(/style=|class=|dir=|aria-level|role=|id=|<img|<meta|<span|<b\b/);
    expect(html).toContain("<p>Coloured text</p>");
  });
});

describe("normalisePastedHtml: Word", () => {
  const html = normalisePastedHtml(word);

  it("keeps the title and headings, bold, italic and links, and drops Office's markup", () => {
    expect(html).toContain("<h1>Plan for May</h1>");
    expect(html).toContain("<h2>Budget</h2>");
    expect(html).toContain(
      '<p>Spend <strong>less</strong> on <em>search</em> ads; see <a href="https://example.com/ads">our notes</a>.</p>',
    );
    expect(html).not.toMatch(/o:p|mso-|<style|<meta|class=|style=/i);
  });

  it("turns mso-list paragraphs into nested bulleted and numbered lists without the typed markers", () => {
    expect(html).toContain(
      "<ul><li>Cut brand terms<ul><li>Keep the exact ones</li></ul></li><li>Raise <strong>local</strong> bids</li></ul>",
    );
    expect(html).toContain("<p>Then:</p>");
    expect(html).toContain("<ol><li>Measure</li><li>Adjust</li></ol>");
    expect(html).not.toContain("·");
  });

  it("keeps a table's text and drops the table", () => {
    expect(html).toContain("Cell text");
    expect(html).not.toMatch(/<(table|tr|td)\b/);
  });
});

describe("normalisePastedHtml: hostile input", () => {
  it("refuses script addresses and drops scripts, frames and event handlers", () => {
    const html = normalisePastedHtml(
      '<p onclick="alert(1)">a <a href="javascript:alert(1)">x</a> <a href=" JAVASCRIPT:alert(1)">y</a> <a href="//evil.example">z</a></p><script>alert(1)</script><iframe title="frame"></iframe><style>p{}</style>',
    );
    expect(html).toBe("<p>a x y z</p>");
  });

  it("keeps safe addresses: https, mailto, tel and this site's paths", () => {
    const html = normalisePastedHtml(
      '<a href="https://a.example/">a</a><a href="mailto:x@example.com">b</a><a href="tel:+18015550100">c</a><a href="/contact">d</a>',
    );
    expect(html).toBe(
      '<a href="https://a.example/">a</a><a href="mailto:x@example.com">b</a><a href="tel:+18015550100">c</a><a href="/contact">d</a>',
    );
  });

  it("reads deeper headings as the third level, as articles do", () => {
    expect(normalisePastedHtml("<h4>Deep</h4><h6>Deeper</h6>")).toBe("<h3>Deep</h3><h3>Deeper</h3>");
  });
});
