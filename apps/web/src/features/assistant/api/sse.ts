/** One server-sent event: its name (`message` when unnamed) and its data lines joined. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * An incremental reader of a `text/event-stream` body (the WHATWG rules the assistant's stream
 * needs: `event:` and `data:` fields, blank line ends an event, comments and other fields ignored).
 * Feed it chunks as they arrive; it returns the events each chunk completed.
 */
export function createSseParser() {
  let buffer = '';
  let event = 'message';
  let data: string[] = [];
  return function feed(chunk: string): ServerSentEvent[] {
    buffer += chunk;
    const done: ServerSentEvent[] = [];
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? ''; // an unfinished line waits for the next chunk
    for (const line of lines) {
      if (line === '') {
        if (data.length > 0) done.push({ event, data: data.join('\n') });
        event = 'message';
        data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    return done;
  };
}
