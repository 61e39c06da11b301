import { describe, expect, it } from 'vitest';
import { absoluteUrl, alternateLinks, localeOfPath, localizedPath, localizedStaticPaths, unlocalizedPath } from '../../../../lib/i18n/urls';
import { SITE_URL } from '../../../../lib/site';

describe('language paths', () => {
  it('puts Hindi under /hi and leaves English as it is', () => {
    expect(localizedPath('/', 'hi')).toBe('/hi');
    expect(localizedPath('/delhi', 'hi')).toBe('/hi/delhi');
    expect(localizedPath('/delhi/green-park', 'hi')).toBe('/hi/delhi/green-park');
    expect(localizedPath('/chat?room=7', 'hi')).toBe('/hi/chat?room=7');
    expect(localizedPath('/?utm_source=yt', 'hi')).toBe('/hi?utm_source=yt');
    expect(localizedPath('/delhi', 'en')).toBe('/delhi');
  });

  it('never prefixes twice, moves a page between languages, and leaves API paths and other sites alone', () => {
    expect(localizedPath('/hi/delhi', 'hi')).toBe('/hi/delhi');
    expect(localizedPath('/hi/delhi', 'en')).toBe('/delhi');
    expect(localizedPath('/hi', 'en')).toBe('/');
    expect(localizedPath('/api/order/add', 'hi')).toBe('/api/order/add');
    expect(localizedPath('https://wa.me/91', 'hi')).toBe('https://wa.me/91');
    expect(localizedPath('//cdn.example.com/x', 'hi')).toBe('//cdn.example.com/x');
    // a page whose name merely starts with the letters is not Hindi
    expect(localizedPath('/history', 'hi')).toBe('/hi/history');
    expect(unlocalizedPath('/history')).toBe('/history');
  });

  it('reads the language of a path', () => {
    expect(localeOfPath('/hi')).toBe('hi');
    expect(localeOfPath('/hi/delhi')).toBe('hi');
    expect(localeOfPath('/hi?x=1')).toBe('hi');
    expect(localeOfPath('/history')).toBe('en');
    expect(localeOfPath('/')).toBe('en');
    expect(unlocalizedPath('/hi?x=1')).toBe('/?x=1');
  });

  it('gives each page the same hreflang set in both languages, English as x-default', () => {
    expect(absoluteUrl('/', 'en')).toBe(SITE_URL);
    expect(absoluteUrl('/', 'hi')).toBe(`${SITE_URL}/hi`);
    expect(absoluteUrl('/delhi?utm_source=x#faq', 'hi')).toBe(`${SITE_URL}/hi/delhi`);
    expect(alternateLinks('/delhi')).toEqual([
      { hrefLang: 'en-IN', href: `${SITE_URL}/delhi` },
      { hrefLang: 'hi-IN', href: `${SITE_URL}/hi/delhi` },
      { hrefLang: 'x-default', href: `${SITE_URL}/delhi` },
    ]);
  });

  it('lists static paths in every language', () => {
    expect(localizedStaticPaths([{ city: 'delhi' }, { city: 'noida' }])).toEqual([
      { params: { city: 'delhi' }, locale: 'en' },
      { params: { city: 'noida' }, locale: 'en' },
      { params: { city: 'delhi' }, locale: 'hi' },
      { params: { city: 'noida' }, locale: 'hi' },
    ]);
  });
});
