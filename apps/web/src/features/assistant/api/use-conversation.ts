import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../api/context';
import { askStreaming, type ChatAnswer } from './stream';

/** One question and its answer as it arrives. */
export interface Turn {
  key: number;
  query: string;
  /** The guarded answer so far (delta events). */
  streamed: string;
  /** How many characters the model has generated (progress events, before the guard). */
  generated: number;
  /** How many pieces of the answer have arrived. */
  pieces: number;
  answer?: ChatAnswer;
  error?: unknown;
}

/**
 * A conversation with the assistant in the panel: each question is streamed, later questions
 * continue the conversation of the first answer. Closing the panel does not stop an answer;
 * leaving the application (unmount) does.
 */
export function useConversation(organizationId: string) {
  const { client } = useApi();
  const [turns, setTurns] = useState<Turn[]>([]);
  const controller = useRef<AbortController | null>(null);
  const nextKey = useRef(0);
  useEffect(() => () => controller.current?.abort(), []);

  const conversationId = turns.findLast((turn) => turn.answer)?.answer?.conversationId;
  const busy = turns.some((turn) => turn.answer === undefined && turn.error === undefined);

  const ask = useCallback(
    (query: string) => {
      const key = nextKey.current++;
      const update = (change: (turn: Turn) => Turn) =>
        setTurns((all) => all.map((turn) => (turn.key === key ? change(turn) : turn)));
      setTurns((all) => [...all, { key, query, streamed: '', generated: 0, pieces: 0 }]);
      const abort = new AbortController();
      controller.current = abort;
      askStreaming(
        client,
        { organizationId, query, ...(conversationId ? { conversationId } : {}) },
        {
          onProgress: (generated) => update((turn) => ({ ...turn, generated })),
          onDelta: (text) =>
            update((turn) => ({ ...turn, streamed: turn.streamed + text, pieces: turn.pieces + 1 })),
        },
        abort.signal,
      ).then(
        (answer) => update((turn) => ({ ...turn, answer })),
        (error: unknown) => update((turn) => ({ ...turn, error })),
      );
    },
    [client, organizationId, conversationId],
  );

  const restart = useCallback(() => {
    controller.current?.abort();
    setTurns([]);
  }, []);

  return { turns, ask, busy, restart, conversationId };
}
