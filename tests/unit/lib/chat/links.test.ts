import { describe, expect, it } from 'vitest';
import { linkParts } from '../../../../lib/chat/links';

describe('links in chat text (only http(s) links are linked)', () => {
  it('links http and https URLs, leaves sentence punctuation outside, and gives the text back when joined', () => {
    const text = 'Menu: https://example.com/menu?x=1. Old site http://example.in, done';
    const parts = linkParts(text);
    expect(parts).toEqual([
      { kind: 'text', text: 'Menu: ' },
      { kind: 'link', text: 'https://example.com/menu?x=1', href: 'https://example.com/menu?x=1' },
      { kind: 'text', text: '. Old site ' },
      { kind: 'link', text: 'http://example.in', href: 'http://example.in' },
      { kind: 'text', text: ', done' },
    ]);
    expect(parts.map((p) => p.text).join('')).toBe(text);
  });

  it('never links another scheme or markup', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<b>x</b>', '<a href="https://x.in">x</a>', 'mailto:a@b.in', 'ftp://x.in'])
      expect(
        linkParts(text)
          .filter((p) => p.kind === 'link')
          .map((p) => p.text),
        text,
      ).toEqual(text.startsWith('<a') ? ['https://x.in'] : []);
  });

  it('plain text is one part; empty text none', () => {
    expect(linkParts('<b>hi</b>')).toEqual([{ kind: 'text', text: '<b>hi</b>' }]);
    expect(linkParts('')).toEqual([]);
  });
});
