// The TanStack Query client of the pages that show API data (settings in
// lib/query-client.ts). It is loaded with the first such page (pages.ts), so the
// landing page's JavaScript does not carry it; one client for the whole visit
// keeps the cache from page to page.
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '#web/lib/query-client.ts';

const queryClient = createQueryClient();

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
