import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importersOutside, importsOf, sourceFiles } from '../../../helpers/bundleBoundary';

describe('the partner app stays out of customer bundles', () => {
  it('no customer page or component imports the partner components; only /partner pages do', () => {
    const partnerDir = path.resolve('components/partner');
    expect(importersOutside('components/partner', ['pages/partner', 'components/partner'])).toEqual([]);
    // and the partner pages do use them (so this test looks at the right folder)
    expect(importsOf('pages/partner/index.tsx').some((target) => target.startsWith(partnerDir))).toBe(true);
  });

  it('links the web app manifest from partner pages only', () => {
    const linking = [...sourceFiles('pages'), ...sourceFiles('components')].filter((file) =>
      readFileSync(file, 'utf8').includes('/partner-app/manifest.webmanifest'),
    );
    expect(linking).toEqual([path.join('components', 'partner', 'PartnerHead.tsx')]);
    const manifest = JSON.parse(readFileSync('public/partner-app/manifest.webmanifest', 'utf8')) as Record<string, unknown>;
    expect(manifest).toMatchObject({ scope: '/partner', start_url: '/partner', display: 'standalone' });
    for (const icon of manifest.icons as { src: string }[]) expect(existsSync(path.join('public', icon.src))).toBe(true);
  });

  it('has a service worker that never caches (no Cache API, only page navigations are answered)', () => {
    const worker = readFileSync('public/partner-sw.js', 'utf8');
    expect(worker).not.toMatch(/caches\.|cache\.put|cache\.add/);
    expect(worker).toContain("request.mode !== 'navigate'");
  });
});
