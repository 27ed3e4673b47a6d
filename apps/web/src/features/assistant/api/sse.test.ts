import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse';

describe('createSseParser', () => {
  it('reads named events split anywhere across chunks, multi-line data and comments', () => {
    const feed = createSseParser();
    const stream =
      ': hello\nevent: delta\ndata: {"text":"Scope 1 "}\n\nevent: answer\ndata: {"a":\ndata: 1}\r\n\r\n';
    const events = [];
    // Fed three characters at a time, as a slow network might deliver it.
    for (let i = 0; i < stream.length; i += 3) events.push(...feed(stream.slice(i, i + 3)));
    expect(events).toEqual([
      { event: 'delta', data: '{"text":"Scope 1 "}' },
      { event: 'answer', data: '{"a":\n1}' },
    ]);
  });

  it('keeps an unfinished event until its blank line arrives', () => {
    const feed = createSseParser();
    expect(feed('event: progress\ndata: {"characters":12}\n')).toEqual([]);
    expect(feed('\n')).toEqual([{ event: 'progress', data: '{"characters":12}' }]);
  });
});
