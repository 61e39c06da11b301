import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importersOutside, importsOf } from '../../../helpers/bundleBoundary';

describe('the operations console stays out of customer bundles', () => {
  it('no customer page or component imports the console components; only /ops pages do', () => {
    expect(importersOutside('components/ops', ['pages/ops', 'components/ops'])).toEqual([]);
    // and the console pages do use them (so this test looks at the right folder)
    expect(importsOf('pages/ops/staff.tsx').some((target) => target.startsWith(path.resolve('components/ops')))).toBe(true);
  });

  it('keeps the parts shared by the console and the partner app (components/console) to those two', () => {
    const apps = ['pages/ops', 'pages/partner', 'components/ops', 'components/partner', 'components/console'];
    expect(importersOutside('components/console', apps)).toEqual([]);
    // and both apps do use them
    expect(importsOf('components/ops/OpsLoginForm.tsx')).toContain(path.resolve('components/console/OtpSignInForm'));
    expect(importsOf('components/partner/PartnerLoginForm.tsx')).toContain(path.resolve('components/console/OtpSignInForm'));
  });
});
