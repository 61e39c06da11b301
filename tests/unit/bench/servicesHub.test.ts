import { describe, expect, it } from 'vitest';
import { LIGHTHOUSE_PAGES } from '../../../bench/lighthouse';
import { PAGE_BUDGETS } from '../../../bench/pageWeight';

describe('the /services hub is benchmarked', () => {
  it('is one of the Lighthouse pages, judged as an indexed page', () => {
    expect(LIGHTHOUSE_PAGES).toContain('/services');
  });

  it('is weighed against the 160 kB first-visit budget', () => {
    expect(PAGE_BUDGETS).toContainEqual({ path: '/services', budgetKb: 160 });
  });
});
