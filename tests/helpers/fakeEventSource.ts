/**
 * A stand-in for the browser's EventSource in jsdom tests of chat screens: records each one opened (its URL), and
 * lets the test open it, feed it named events and break it. Install with `vi.stubGlobal('EventSource', FakeEventSource)`.
 */
export class FakeEventSource {
  static all: FakeEventSource[] = [];
  url: string;
  closed = false;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  /** Delivers one event `type` with `data` as JSON (and its id, as the server's `id:` line). */
  emit(type: string, data: unknown, lastEventId = '') {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: JSON.stringify(data), lastEventId }));
  }
  /** The newest stream opened. */
  static latest(): FakeEventSource {
    const last = FakeEventSource.all.at(-1);
    if (!last) throw new Error('no EventSource was opened');
    return last;
  }
}
