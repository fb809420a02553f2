import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KITCHEN_MESSAGES, type ChatMessageDto } from '#contracts';
import { chatApi, chatQueryKey } from '../api';

/** 'Effacer l'historique': the whole conversation, once confirmed. */
export function useClearChat() {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: chatApi.clear,
    onSuccess: () => client.setQueryData<ChatMessageDto[]>(chatQueryKey, []),
  });
  return {
    clear: (options?: { onSuccess?: () => void }) => mutation.mutate(undefined, options),
    busy: mutation.isPending,
    error: mutation.isError ? KITCHEN_MESSAGES.chatClearFailed : null,
    reset: mutation.reset,
  };
}
