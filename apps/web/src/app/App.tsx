import { type DehydratedState, hydrate, QueryClientProvider } from "@tanstack/react-query";
import type { Profile } from "@vitalog/domain";
import { useState } from "react";
import { RouterProvider } from "react-router";
import { SubscriptionStarter } from "../features/subscription/components/SubscriptionStarter.tsx";
import { AdsProvider } from "./ads/ads-context.tsx";
import { PwaRoot } from "./pwa.tsx";
import { createQueryClient, SESSION_QUERY_KEY } from "./query-client.ts";
import { routerFlushSync } from "./router-flush.ts";
import { createAppRouter } from "./routes.tsx";
import { SessionProvider } from "./session.tsx";
import { ToastProvider } from "./toast.tsx";

/**
 * The whole app. `initialSession` is the session probe's answer when it is already known (a
 * prerendered page asks before the first render), so that render is the page itself;
 * `initialQueries` the data a page rendered by the server was rendered from, so the app draws
 * the same page at once.
 */
export function App({
  initialSession,
  initialQueries,
}: {
  initialSession?: Profile | null;
  initialQueries?: DehydratedState;
}) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (initialQueries) hydrate(client, initialQueries);
    if (initialSession !== undefined) client.setQueryData(SESSION_QUERY_KEY, initialSession);
    return client;
  });
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <SubscriptionStarter />
        <ToastProvider>
          <AdsProvider>
            <RouterProvider router={router} flushSync={routerFlushSync} />
            <PwaRoot />
          </AdsProvider>
        </ToastProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
