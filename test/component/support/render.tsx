/**
 * Renders a real component the way the app does: inside a QueryClientProvider with a fresh QueryClient per test,
 * retries off so a failure shows at once (TkDodo/testing-react-query src/tests/utils.tsx), and the Toaster, so a
 * test can read the messages the user would read.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Toaster } from '../../../web/src/components/toast/toaster';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export interface Rendered extends RenderResult {
  user: UserEvent;
  queryClient: QueryClient;
}

export function renderWithClient(ui: ReactElement, queryClient = createTestQueryClient()): Rendered {
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient };
}
