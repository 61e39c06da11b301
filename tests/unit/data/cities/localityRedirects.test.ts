import { createRequire } from 'node:module';
import type { NextConfig } from 'next';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { describe, expect, it } from 'vitest';
import { cities, findLocality } from '../../../../data/cities';
import { cityPrefixedLocalitySlug } from '../../../../data/cities/localities/helpers';
import { localityRedirectGroups } from '../../../../data/cities/localityRedirects';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import writtenGroups from '../../../../data/cities/localityRedirects.json';
import previousPaths from '../../../fixtures/cityPrefixedLocalityPaths.json';

/** The redirects next.config.js gives Next.js, and Next.js's own matcher (as its router server uses it). */
const configFor = createRequire(import.meta.url)('../../../../next.config.js') as (phase: string) => NextConfig;
const nextConfig = configFor(PHASE_PRODUCTION_SERVER);
const rules = (await nextConfig.redirects!()).map((rule) => ({
  ...rule,
  match: getPathMatch(rule.source, { strict: true, removeUnnamedParams: true }),
}));

interface Redirected {
  status: number | undefined;
  location: string;
}

/** What the production router answers for `path?query`: the first matching redirect, or null. */
function redirectOf(path: string, query: Record<string, string> = {}): Redirected | null {
  for (const rule of rules) {
    const params = rule.match(path);
    if (!params) continue;
    const { parsedDestination } = prepareDestination({ appendParamsToQuery: false, destination: rule.destination, params, query });
    const search = new URLSearchParams(parsedDestination.query as Record<string, string>).toString();
    return {
      status: 'statusCode' in rule ? rule.statusCode : undefined,
      location: `${parsedDestination.pathname}${search ? `?${search}` : ''}`,
    };
  }
  return null;
}

/** Whether `/{city}/{locality}` is a live locality page. */
function isLive(path: string): boolean {
  const [, city, slug, ...rest] = path.split('/');
  return rest.length === 0 && findLocality(city ?? '', slug ?? '') !== undefined;
}

const SUFFIXES = ['', '/balloon-decoration', '/balloon-decoration/kids-birthday', '/balloon-decoration/kids-birthday/product/some-product'];

describe('redirects of the city-prefixed locality URLs', () => {
  it('are written for the current city data (run `npm run data:locality-redirects` after changing a locality)', () => {
    expect(writtenGroups).toEqual(localityRedirectGroups());
  });

  it('list each locality under the prefix its earlier slug carried', () => {
    for (const city of cities) {
      const prefix = city.canonicalSlug ?? city.slug;
      for (const locality of city.localities) expect(cityPrefixedLocalitySlug(prefix, locality.name)).toBe(`${prefix}-${locality.slug}`);
    }
  });

  it('answer every earlier locality URL that is not live with a 301 to a live page, keeping the rest of the path', () => {
    expect(previousPaths.length).toBeGreaterThan(1000);
    let redirected = 0;
    for (const previous of previousPaths) {
      if (isLive(previous)) {
        expect(redirectOf(previous), previous).toBeNull();
        continue;
      }
      const target = redirectOf(previous);
      expect(target?.status, previous).toBe(301);
      expect(isLive(target!.location), `${previous} -> ${target!.location}`).toBe(true);
      for (const suffix of SUFFIXES) expect(redirectOf(`${previous}${suffix}`)?.location).toBe(`${target!.location}${suffix}`);
      redirected += 1;
    }
    expect(redirected).toBeGreaterThan(900);
  });

  it('map the known earlier URLs and keep the query string', () => {
    expect(redirectOf('/mumbai/mumbai-andheri-west', { utm_source: 'x', utm_campaign: 'diwali' })).toEqual({
      status: 301,
      location: '/mumbai/andheri-west?utm_source=x&utm_campaign=diwali',
    });
    expect(redirectOf('/delhi/delhi-adarsh-nagar/balloon-decoration/birthday')?.location).toBe(
      '/delhi/adarsh-nagar/balloon-decoration/birthday',
    );
    expect(redirectOf('/mumbai/mumbai-mumbai-central')?.location).toBe('/mumbai/mumbai-central');
    expect(redirectOf('/bangalore/bengaluru-koramangala')?.location).toBe('/bangalore/koramangala');
    expect(redirectOf('/noida/noida-sector-62')).toBeNull();
  });

  it('never redirect a live page or an unknown one', () => {
    for (const city of cities) {
      for (const locality of city.localities) {
        for (const suffix of SUFFIXES)
          expect(redirectOf(`/${city.slug}/${locality.slug}${suffix}`), `/${city.slug}/${locality.slug}${suffix}`).toBeNull();
      }
    }
    for (const path of [
      '/mumbai/mumbai-atlantis',
      '/mumbai/andheri-west-x',
      '/delhi/mumbai-andheri-west',
      '/mumbai/balloon-decoration',
      '/goa/goa-baga',
    ]) {
      expect(redirectOf(path), path).toBeNull();
    }
  });
});
