/** cleanPastedHtml against Word-, Google-Docs- and web-page-like clipboard HTML (samples written for these tests). */
import { describe, expect, it } from 'vitest';
import { sanitizeContent } from '../test-sanitizer.ts';
import { cleanPastedHtml } from './paste.ts';

/** Cleans and checks that the server's sanitizer would keep the result as it is. */
function clean(html: string): string {
  const output = cleanPastedHtml(html);
  expect(sanitizeContent(output)).toBe(output);
  return output;
}

const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">
<head><meta http-equiv=Content-Type content="text/html; charset=utf-8"><meta name=Generator content="Microsoft Word 15">
<style><!-- p.MsoNormal {margin:0cm; font-size:12.0pt; font-family:"Georgia",serif;} --></style></head>
<body lang=EN-GB style='tab-interval:36.0pt;word-wrap:break-word'>
<!--StartFragment-->
<h1 style='margin-top:12.0pt'><a name="_Toc1"></a><span lang=EN-GB>Chapter One</span></h1>
<p class=MsoNormal><span lang=EN-GB style='font-family:"Georgia",serif;mso-fareast-language:EN-GB'>The rain had
<b>not</b> stopped for <i>three</i> days.<o:p></o:p></span></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoNormal><span style='font-weight:bold'>Bold by style</span> and <span
style='font-style:italic;mso-bidi-font-style:normal'>italic by style</span> and <u>underlined</u>, <b
style='mso-bidi-font-weight:normal'><i>both</i></b>.<o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span
style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;
</span></span></span><![endif]>First item<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><!--[if !supportLists]--><span
style='mso-fareast-font-family:Calibri'>2.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><!--[endif]-->Second
item<o:p></o:p></p>
<h4>Small heading</h4>
<p class=MsoQuote>A quoted line.</p>
<p class=MsoNormal style='mso-hide:all'>Hidden text<o:p></o:p></p>
<p class=MsoNormal>Drawing:<v:shape style='width:10pt'><v:imagedata src="file:///C:/x.png" o:title=""/></v:shape> done</p>
<!--EndFragment-->
</body></html>`;

const GOOGLE_DOCS =
  '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5f1e2d3c-7fff-0a1b-2c3d-4e5f60718293">' +
  '<h1 dir="ltr" style="line-height:1.38;margin-top:20pt;margin-bottom:6pt;"><span style="font-size:20pt;' +
  'font-family:Arial,sans-serif;color:#000000;font-weight:400;font-style:normal;text-decoration:none;' +
  'white-space:pre;white-space:pre-wrap;">The Lighthouse</span></h1>' +
  '<p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;' +
  'font-weight:400;font-style:normal;text-decoration:none;white-space:pre-wrap;">Plain, </span>' +
  '<span style="font-size:11pt;font-weight:700;font-style:normal;white-space:pre-wrap;">bold</span>' +
  '<span style="font-size:11pt;font-weight:400;font-style:italic;white-space:pre-wrap;">, italic</span>' +
  '<span style="font-size:11pt;text-decoration:underline;-webkit-text-decoration-skip:none;' +
  'text-decoration-skip-ink:none;white-space:pre-wrap;">, underlined</span></p><br />' +
  '<ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"><li dir="ltr" style="list-style-type:disc;" ' +
  'aria-level="1"><p dir="ltr" role="presentation"><span style="font-weight:400;">A list item</span></p></li></ul>' +
  '<br /><p dir="ltr"><a href="https://example.com/" style="text-decoration:none;"><span style="color:#1155cc;' +
  'text-decoration:underline;-webkit-text-decoration-skip:none;">a link</span></a></p></b>';

const WEB_PAGE = `<div class="article" id="main">
  <h1 class="title">Title</h1>
  <div><span style="color:red">Text</span> with <font face="Arial">font</font> and <strong class="x">strong</strong><br>line two</div>
  <script>alert(1)</script><!-- a comment --><img src=x onerror=alert(1)><style>p { color: red }</style>
  <ol><li>One</li><li>Two <s>struck</s></li></ol>
  <table><tr><td>A</td><td><b>B</b></td></tr></table>
  <pre>line 1
line   2</pre>
  <h5>Tiny</h5>
  <blockquote cite="x"><p>Quote <em>it</em></p>and more</blockquote>
  <p><a href="javascript:alert(1)" onclick="x()">Link text</a> <code>code</code> <sup>1</sup></p>
</div>`;

describe('cleanPastedHtml', () => {
  it('cleans Word HTML: Office markup, list markers, hidden text and styles go; emphasis and headings stay', () => {
    expect(clean(WORD)).toBe(
      '<h2>Chapter One</h2>' +
        '<p>The rain had <strong>not</strong> stopped for <em>three</em> days.</p>' +
        '<p><strong>Bold by style</strong> and <em>italic by style</em> and <u>underlined</u>, ' +
        '<strong><em>both</em></strong>.</p>' +
        '<p>First item</p><p>Second item</p>' +
        '<h3>Small heading</h3>' +
        '<blockquote><p>A quoted line.</p></blockquote>' +
        '<p>Drawing: done</p>',
    );
  });

  it("cleans Google Docs HTML: the not-bold <b> wrapper, styled spans, lists and links' underline", () => {
    expect(clean(GOOGLE_DOCS)).toBe(
      '<h2>The Lighthouse</h2>' +
        '<p>Plain, <strong>bold</strong><em>, italic</em><u>, underlined</u></p>' +
        '<p>A list item</p>' +
        '<p>a link</p>',
    );
  });

  it('cleans a web page: scripts, comments, images, attributes and unknown tags go; blocks become paragraphs', () => {
    expect(clean(WEB_PAGE)).toBe(
      '<h2>Title</h2>' +
        '<p>Text with font and <strong>strong</strong><br />line two</p>' +
        '<p>One</p><p>Two struck</p>' +
        '<p>A <strong>B</strong></p>' +
        '<p>line 1<br />line 2</p>' +
        '<h3>Tiny</h3>' +
        '<blockquote><p>Quote <em>it</em></p><p>and more</p></blockquote>' +
        '<p>Link text code 1</p>',
    );
  });

  it('maps h1 to h2 and h4-h6 to h3, keeps h2 and h3', () => {
    expect(clean('<h1>a</h1><h2>b</h2><h3>c</h3><h4>d</h4><h5>e</h5><h6>f</h6>')).toBe(
      '<h2>a</h2><h2>b</h2><h3>c</h3><h3>d</h3><h3>e</h3><h3>f</h3>',
    );
  });

  it('reads bold, italic and underline from tags and from inline styles, and lets styles clear them', () => {
    expect(clean('<p><b>b</b><strong>s</strong><i>i</i><em>e</em><u>u</u></p>')).toBe(
      '<p><strong>bs</strong><em>ie</em><u>u</u></p>',
    );
    expect(clean('<p><span style="font-weight: 700">w</span> <span style="FONT-WEIGHT:bolder">x</span></p>')).toBe(
      '<p><strong>w</strong> <strong>x</strong></p>',
    );
    expect(clean('<p><span style="font-weight:500">medium</span> <span style="font-style:oblique">o</span></p>')).toBe(
      '<p>medium <em>o</em></p>',
    );
    expect(clean('<p><b>bold <span style="font-weight:normal">plain</span></b></p>')).toBe(
      '<p><strong>bold </strong>plain</p>',
    );
    expect(
      clean('<p><span style="text-decoration: underline wavy">u</span><u style="text-decoration:none">n</u></p>'),
    ).toBe('<p><u>u</u>n</p>');
  });

  it('nests marks canonically, strong outside em outside u, whatever the source order', () => {
    expect(clean('<p><u><i><b>all</b></i></u> <i>it <b>bold</b></i></p>')).toBe(
      '<p><strong><em><u>all</u></em></strong> <em>it </em><strong><em>bold</em></strong></p>',
    );
  });

  it('splits nested containers into paragraphs without gluing their texts', () => {
    expect(clean('<div>a<div>b</div>c</div><section><article>d</article></section>')).toBe(
      '<p>a</p><p>b</p><p>c</p><p>d</p>',
    );
    expect(clean('<p>one<p>two')).toBe('<p>one</p><p>two</p>');
  });

  it('collapses whitespace as a browser shows it and keeps no-break spaces', () => {
    expect(clean('<p>  a \n\t b  <b> c </b>  d&nbsp;&nbsp;e  </p>')).toBe(
      '<p>a b <strong>c </strong>d\u00a0\u00a0e</p>',
    );
    expect(clean('<p>a <br> b<br><br></p>')).toBe('<p>a<br />b</p>');
  });

  it('drops hidden elements and everything that is not text', () => {
    expect(
      clean(
        '<p>shown<span style="display:none">hidden</span><span hidden>gone</span></p>' +
          '<svg><text>svg</text></svg><math><mi>x</mi></math><iframe src="x">frame</iframe>' +
          '<form><input value="v"><button>Go</button><select><option>o</option></select></form>' +
          '<video><source src="v.mp4">fallback</video>',
      ),
    ).toBe('<p>shown</p>');
  });

  it('escapes text and gives plain text a paragraph', () => {
    expect(clean('a &lt;b&gt; &amp; "c"')).toBe('<p>a &lt;b&gt; &amp; "c"</p>');
    expect(clean('')).toBe('');
    expect(clean('<p>   </p><br><div>&nbsp;</div>')).toBe('');
  });
});
