import { describe, expect, it } from 'vitest';
import { decorationCategoryHref, decorationProductHref, decorationRoot, placePrefix } from '../../../lib/decorationPaths';

describe('decoration routes (spec 2)', () => {
  it('builds the organic, city, locality and marketing shapes', () => {
    expect(decorationRoot(placePrefix(), 'organic')).toBe('/balloon-decoration');
    expect(decorationRoot(placePrefix('noida'), 'organic')).toBe('/noida/balloon-decoration');
    expect(decorationRoot(placePrefix('noida', 'noida-sector-62'), 'organic')).toBe('/noida/noida-sector-62/balloon-decoration');
    expect(decorationRoot(placePrefix('delhi'), 'youtube')).toBe('/delhi/balloon-decoration-youtube');
    expect(decorationCategoryHref('/balloon-decoration-instagram', 'birthday')).toBe('/balloon-decoration-instagram/birthday');
    expect(decorationProductHref('/balloon-decoration', 'organic', 'birthday', 'pink-arch')).toBe(
      '/balloon-decoration/birthday/product/pink-arch',
    );
    expect(decorationProductHref('/balloon-decoration-google-ads', 'google-ads', 'birthday', 'pink-arch')).toBe(
      '/balloon-decoration-google-ads/product/pink-arch',
    );
  });
});
