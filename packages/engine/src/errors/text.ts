/**
 * Message helpers shared by the engine's error classes. Every engine error is a `CtpError` with a
 * stable `code` and structured `details`; messages name the algorithm id (`[ctp] [us/egrid-location] …`)
 * and the activity id when known. Callers switch on `code`, never on the message.
 */

/** Text of a cause without its `[ctp] ` (and optional `[algorithm-id] `) prefix. */
export function causeText(error: unknown, algorithmId?: string): string {
  const text = error instanceof Error ? error.message : String(error);
  const bare = text.startsWith('[ctp] ') ? text.slice(6) : text;
  const own = algorithmId === undefined ? '' : `[${algorithmId}] `;
  return own !== '' && bare.startsWith(own) ? bare.slice(own.length) : bare;
}

/** `[algorithm-id] activity "id": ` with either part left out when unknown. */
export function prefix(algorithmId: string | undefined, activityId: string | undefined): string {
  return `${algorithmId === undefined ? '' : `[${algorithmId}] `}${activityId === undefined ? '' : `activity ${JSON.stringify(activityId)}: `}`;
}
