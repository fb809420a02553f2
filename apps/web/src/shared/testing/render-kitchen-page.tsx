// Test-only: renders a kitchen page as the dashboard would, with its own query cache and router.
import { StrictMode, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Routes, type InitialEntry } from 'react-router';
import type { ShoppingItem } from '#contracts';

export function renderKitchenPage(routes: ReactNode, entry: InitialEntry) {
  const client = new QueryClient({
    // Failures show at once; the app's one retry would only slow the tests down.
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  });
  const view = render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>{routes}</Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
  return { client, ...view };
}

let sequence = 0;
export function shoppingItem(overrides: Partial<ShoppingItem> & Pick<ShoppingItem, 'name'>): ShoppingItem {
  sequence += 1;
  const item = {
    id: `item-${sequence}`,
    quantity: '1',
    unit: 'unité',
    checked: false,
    recipeId: null,
    recipeTitle: null,
    createdAt: new Date(Date.UTC(2026, 10, 23, 12, 0, 0) - sequence * 1000).toISOString(),
    ...overrides,
  };
  // As the server gives a row asked by one source: one share, the row itself.
  const { recipeId, recipeTitle, quantity, unit } = item;
  return { ...item, shares: overrides.shares ?? [{ recipeId, recipeTitle, quantity, unit }] };
}
