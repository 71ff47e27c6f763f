import { describe, expect, it } from 'vitest';
import { parseTemplate } from './renderer.ts';

const INDEX = [
  '<html><head><meta charset="UTF-8" />',
  '<!--ssr-head--><title>Default</title><!--/ssr-head-->',
  '</head><body>',
  '<!--ssr-body--><div id="root"></div><noscript>Needs scripts</noscript><!--/ssr-body-->',
  '<script type="module" src="/a.js"></script></body></html>',
].join('\n');

describe('parseTemplate', () => {
  it("cuts index.html at its markers, leaving out the shell's head tags and body", () => {
    const template = parseTemplate(INDEX, 'root');
    expect(template).toEqual({
      start: '<html><head><meta charset="UTF-8" />\n',
      middle: '\n</head><body>\n<div id="root">',
      end: '\n<script type="module" src="/a.js"></script></body></html>',
    });
    const page = `${template.start}<title>Page</title>${template.middle}<p>Hi</p></div>${template.end}`;
    expect(page).not.toContain('Default');
    expect(page).not.toContain('noscript');
  });

  it('refuses a file without the markers, or with them out of order', () => {
    expect(() => parseTemplate('<html><head></head><body><div id="root"></div></body></html>', 'root')).toThrow(
      /<!--ssr-head-->/,
    );
    const swapped = INDEX.replace('<!--ssr-head-->', '<!--x-->').replace('<!--/ssr-body-->', '<!--ssr-head-->');
    expect(() => parseTemplate(swapped, 'root')).toThrow();
  });
});
