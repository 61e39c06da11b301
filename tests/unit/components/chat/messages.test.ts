import { describe, expect, it } from 'vitest';
import { markDeleted, markReadBy, mergeMessages, newestSentId, type ChatItem } from '../../../../components/chat/messages';
import { message } from './fakeChat';

const pending = (id: number, clientId: string): ChatItem => ({ ...message(id, { mine: true, clientId }), pending: 'sending' });

describe('merging the messages of a room (a retried send never shows twice)', () => {
  it('keeps one copy per id in id order, older pages and live messages alike', () => {
    const list = mergeMessages([], [message(5), message(6)]);
    const merged = mergeMessages(mergeMessages(list, [message(7), message(6, { readBy: 1 })]), [message(3), message(4)]);
    expect(merged.map((m) => m.id)).toEqual([3, 4, 5, 6, 7]);
    expect(merged.find((m) => m.id === 6)?.readBy).toBe(1);
  });

  it('replaces my pending bubble by the sent message with its client id (answer and stream echo alike)', () => {
    const list = mergeMessages([message(1)], []).concat(pending(-1, 'c-1'), pending(-2, 'c-2'));
    const once = mergeMessages(list, [message(9, { mine: true, clientId: 'c-1' })]);
    expect(once.map((m) => [m.id, m.pending ?? null])).toEqual([
      [1, null],
      [9, null],
      [-2, 'sending'],
    ]);
    // the echo of the same message on the stream changes nothing
    expect(mergeMessages(once, [message(9, { mine: true, clientId: 'c-1' })])).toEqual(once);
  });

  it('a deletion sticks: an older copy does not bring the text back', () => {
    const deleted = markDeleted(mergeMessages([], [message(2, { images: [{ key: 'k', url: '/u' }] })]), 2);
    expect(deleted[0]).toMatchObject({ deleted: true, text: 'This message was deleted', images: [] });
    expect(mergeMessages(deleted, [message(2)])[0]?.deleted).toBe(true);
  });

  it('the newest sent id ignores pending bubbles', () => {
    expect(newestSentId([message(4), pending(-1, 'c')])).toBe(4);
    expect(newestSentId([])).toBe(0);
  });

  it('a live read mark adds a reader to my sent messages it covers, and an older copy does not take it back', () => {
    const list = mergeMessages([], [message(3, { mine: true }), message(4), message(5, { mine: true }), message(6, { mine: true })]).concat(
      pending(-1, 'c'),
    );
    const read = markReadBy(list, 3, 5);
    expect(read.map((m) => [m.id, m.readBy])).toEqual([
      [3, 0],
      [4, 0],
      [5, 1],
      [6, 0],
      [-1, 0],
    ]);
    expect(markReadBy(read, 0, 6).map((m) => m.readBy)).toEqual([1, 0, 2, 1, 0]);
    // the stream's echo or a page fetched before the read (readBy 0) keeps the reader
    expect(mergeMessages(read, [message(5, { mine: true })]).find((m) => m.id === 5)?.readBy).toBe(1);
  });
});
