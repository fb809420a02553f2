import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { COMMON_MESSAGES, type ChatMessageDto, type ServerEventPayload } from '#contracts';
import { isApiError } from '../../../shared/http';
import { useServerEvent } from '../../../shared/socket';
import { chatApi, chatQueryKey } from '../api';

/** The reply being written: the user's message (shown at once) and what has streamed so far. */
export interface PendingReply {
  user: ChatMessageDto;
  /** Unknown until the API answers the POST. */
  replyId: string | null;
  text: string;
}

type ChatEvent =
  | { type: 'delta'; payload: ServerEventPayload<'chat.delta'> }
  | { type: 'done'; payload: ServerEventPayload<'chat.done'> }
  | { type: 'failed'; payload: ServerEventPayload<'chat.failed'> };

// With no event for this long, the history is checked: a dropped socket (a phone waking up) may
// have lost the end of the reply, and the composer must not stay blocked for ever.
export const REPLY_CHECK_MS = 15_000;

const withoutDuplicates = (messages: ChatMessageDto[]) => messages.filter((m, i) => messages.findIndex((o) => o.id === m.id) === i);

/**
 * The Assistant Chef conversation: the stored history (last 50, oldest first), the user's message
 * shown at once, the reply streamed from `chat.delta`, replaced by the stored message on
 * `chat.done`; on `chat.failed` or a refused POST the user's message goes and the error shows.
 * One reply at a time, as the API enforces.
 */
export function useChat() {
  const client = useQueryClient();
  // Our own actions keep it current; a refetch on focus mid-reply would only shuffle the screen.
  const history = useQuery({ queryKey: chatQueryKey, queryFn: chatApi.history, refetchOnWindowFocus: false });

  const [pending, setPendingState] = useState<PendingReply | null>(null);
  const pendingRef = useRef<PendingReply | null>(null);
  const setPending = useCallback((next: PendingReply | null) => {
    pendingRef.current = next;
    setPendingState(next);
  }, []);
  const [error, setError] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  // Events that came before the POST answered (a fast chef): replayed once the reply id is known.
  const early = useRef<ChatEvent[]>([]);
  const lastEventAt = useRef(0);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const updateHistory = useCallback(
    (update: (messages: ChatMessageDto[]) => ChatMessageDto[]) =>
      client.setQueryData<ChatMessageDto[]>(chatQueryKey, (messages) => withoutDuplicates(update(messages ?? []))),
    [client],
  );

  const fail = useCallback(
    (message: string, userMessage: ChatMessageDto) => {
      updateHistory((messages) => messages.filter((m) => m.id !== userMessage.id));
      setPending(null);
      setError(message);
      // Give the text back, so that trying again is one key away.
      setDraft((current) => (current.trim() === '' ? userMessage.content : current));
    },
    [setPending, updateHistory],
  );

  const apply = useCallback(
    (event: ChatEvent) => {
      const current = pendingRef.current;
      if (current && current.replyId === null) {
        early.current.push(event);
        return;
      }
      if (!current || current.replyId !== event.payload.replyId) {
        // Another tab's conversation ended: the stored history changed.
        if (!current && event.type !== 'delta') void client.invalidateQueries({ queryKey: chatQueryKey });
        return;
      }
      lastEventAt.current = Date.now();
      if (event.type === 'delta') {
        setPending({ ...current, text: current.text + event.payload.delta });
      } else if (event.type === 'done') {
        updateHistory((messages) => [...messages, current.user, event.payload.message]);
        setPending(null);
      } else {
        fail(event.payload.error, current.user);
      }
    },
    [client, fail, setPending, updateHistory],
  );

  useServerEvent('chat.delta', (payload) => apply({ type: 'delta', payload }));
  useServerEvent('chat.done', (payload) => apply({ type: 'done', payload }));
  useServerEvent('chat.failed', (payload) => apply({ type: 'failed', payload }));

  const send = useCallback(
    async (content: string) => {
      const text = content.trim();
      if (!text || pendingRef.current) return;
      setError(null);
      setDraft('');
      const local: ChatMessageDto = { id: `local-${Date.now()}`, role: 'user', content: text, createdAt: new Date().toISOString() };
      early.current = [];
      setPending({ user: local, replyId: null, text: '' });
      try {
        const { message, replyId } = await chatApi.send(text);
        if (!alive.current) return;
        lastEventAt.current = Date.now();
        setPending({ user: message, replyId, text: '' });
        const queued = early.current;
        early.current = [];
        queued.forEach(apply);
      } catch (err) {
        if (!alive.current) return;
        early.current = [];
        // 409 REPLY_PENDING, 429 daily limit, offline…: the API's French message.
        fail(isApiError(err) ? err.message : COMMON_MESSAGES.generic, local);
      }
    },
    [apply, fail, setPending],
  );

  // The safety net for lost events: the stored history tells how the reply ended.
  useEffect(() => {
    if (!pending?.replyId) return;
    const timer = setInterval(async () => {
      const current = pendingRef.current;
      if (!current?.replyId || Date.now() - lastEventAt.current < REPLY_CHECK_MS) return;
      lastEventAt.current = Date.now();
      const stored = await chatApi.history().catch(() => null);
      if (!stored || pendingRef.current !== current) return;
      const at = stored.findIndex((m) => m.id === current.user.id);
      const answer = at >= 0 ? stored.slice(at + 1).find((m) => m.role === 'assistant') : undefined;
      if (answer) {
        client.setQueryData(chatQueryKey, stored);
        setPending(null);
      } else if (at < 0) {
        // The server removed the message: the reply failed while we were not listening.
        fail(COMMON_MESSAGES.generic, current.user);
      }
    }, REPLY_CHECK_MS / 3);
    return () => clearInterval(timer);
  }, [pending?.replyId, client, fail, setPending]);

  const messages = useMemo(() => {
    const stored = history.data ?? [];
    return pending && !stored.some((m) => m.id === pending.user.id) ? [...stored, pending.user] : stored;
  }, [history.data, pending]);

  return {
    history,
    messages,
    pending,
    error,
    dismissError: () => setError(null),
    draft,
    setDraft,
    send,
  };
}

export type ChatState = ReturnType<typeof useChat>;
