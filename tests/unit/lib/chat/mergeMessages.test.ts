import { describe, expect, it } from 'vitest';
import { mergeMessage, withNewerShown } from '../../../../lib/chat/mergeMessages';

const m = (id: number, text = `m${id}`) => ({ id, text });

describe('merging live chat messages (support inbox and job chat)', () => {
  it('puts an incoming message in id order, once, its newer copy winning', () => {
    expect(mergeMessage([m(1), m(3)], m(2))).toEqual([m(1), m(2), m(3)]);
    expect(mergeMessage([m(1), m(2)], m(2, 'edited'))).toEqual([m(1), m(2, 'edited')]);
  });

  it('keeps, after a page read, the shown messages newer than the page', () => {
    expect(withNewerShown([m(1), m(2)], [m(1), m(2), m(3)])).toEqual([m(1), m(2), m(3)]);
    expect(withNewerShown([m(1), m(2, 'fresh')], [m(2, 'old')])).toEqual([m(1), m(2, 'fresh')]);
    expect(withNewerShown([], [m(4)])).toEqual([m(4)]);
  });
});
