import type { ChatActionDto, ChatMessageDto, PostChatMessageResponse } from '#contracts';
import { api } from '../../shared/http';

export const chatQueryKey = ['chat', 'messages'] as const;

export const chatApi = {
  /** The last 50 messages, oldest first. */
  history: () => api.get<ChatMessageDto[]>('/chat/messages'),
  /** 202: the stored user message and the id the streamed reply's events carry. */
  send: (content: string) => api.post<PostChatMessageResponse>('/chat/messages', { content }),
  clear: () => api.delete<void>('/chat/messages'),
};

/** The chef's proposed actions: nothing is written before `confirm`; `undo` within the card's 10 s. */
export const chatActionsQueryKey = ['chat', 'actions'] as const;

export const chatActionsApi = {
  /** The user's cards of the last day. */
  list: () => api.get<ChatActionDto[]>('/chat/actions'),
  confirm: (id: string) => api.post<ChatActionDto>(`/chat/actions/${id}/confirm`),
  cancel: (id: string) => api.post<ChatActionDto>(`/chat/actions/${id}/cancel`),
  undo: (id: string) => api.post<ChatActionDto>(`/chat/actions/${id}/undo`),
};
