import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ChatMessageDto, SessionResponse } from '#contracts';
import { setSession } from '../../../shared/http';
import { sessionBody } from '../../../shared/http/testing/fetch-stub';
import ChatPage from '../pages/ChatPage';

/** The chat page, signed in, with its own query cache (no retries, so failures show at once), returned as `client`. */
export function renderChatPage() {
  setSession(sessionBody() as SessionResponse);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const rendered = render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <ChatPage />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...rendered, client };
}

let seq = 0;
export function aMessage(role: ChatMessageDto['role'], content: string, overrides: Partial<ChatMessageDto> = {}): ChatMessageDto {
  seq += 1;
  return { id: `m${seq}`, role, content, createdAt: new Date(Date.UTC(2025, 0, 10, 12, seq)).toISOString(), ...overrides };
}
