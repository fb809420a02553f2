import { useCallback, useState } from 'react';
import type { ChatActionDto } from '#contracts';
import { useServerEvent } from '../../../shared/socket';

/**
 * The cards the chef proposed in this visit, by the user's message they answer (`replyTo`): they
 * come as `chat.action_proposed` before the reply ends, and change on the user's other screens
 * through `chat.action_updated`.
 */
export function useChatActions() {
  const [byMessage, setByMessage] = useState<ReadonlyMap<string, ChatActionDto[]>>(new Map());

  const upsert = useCallback((replyTo: string | null, action: ChatActionDto) => {
    setByMessage((current) => {
      const next = new Map(current);
      for (const [key, list] of next) {
        if (list.some((a) => a.id === action.id)) {
          next.set(key, list.map((a) => (a.id === action.id ? action : a)));
          return next;
        }
      }
      if (replyTo !== null) next.set(replyTo, [...(next.get(replyTo) ?? []), action]);
      return next;
    });
  }, []);

  useServerEvent('chat.action_proposed', ({ replyTo, action }) => upsert(replyTo, action));
  useServerEvent('chat.action_updated', ({ action }) => upsert(null, action));

  return { actionsFor: (userMessageId: string) => byMessage.get(userMessageId) ?? [], update: (action: ChatActionDto) => upsert(null, action) };
}
