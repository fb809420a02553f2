import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ChatActionDto } from '#contracts';
import { useServerEvent } from '../../../shared/socket';
import { chatActionsApi, chatActionsQueryKey } from '../api';

/**
 * The cards the chef proposed, shown under his reply to the message that asked (`replyTo`): those
 * of the last day from the API (a reloaded chat keeps them), then `chat.action_proposed` as they
 * come and `chat.action_updated` from the user's other screens.
 */
export function useChatActions() {
  // A card that fails to load only loses its history: the chat itself works without it.
  const stored = useQuery({ queryKey: chatActionsQueryKey, queryFn: chatActionsApi.list, refetchOnWindowFocus: false });
  const [live, setLive] = useState<ReadonlyMap<string, ChatActionDto>>(new Map());

  const update = useCallback((action: ChatActionDto) => setLive((current) => new Map(current).set(action.id, action)), []);
  useServerEvent('chat.action_proposed', ({ action }) => update(action));
  useServerEvent('chat.action_updated', ({ action }) => update(action));

  const byMessage = useMemo(() => {
    const byId = new Map((stored.data ?? []).map((a) => [a.id, a]));
    for (const [id, action] of live) byId.set(id, action);
    const grouped = new Map<string, ChatActionDto[]>();
    for (const action of byId.values()) {
      if (action.replyTo) grouped.set(action.replyTo, [...(grouped.get(action.replyTo) ?? []), action]);
    }
    return grouped;
  }, [stored.data, live]);

  return { actionsFor: (userMessageId: string) => byMessage.get(userMessageId) ?? [], update };
}
