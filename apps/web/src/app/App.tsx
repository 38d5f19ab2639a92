import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { RouterProvider } from "react-router";
import { createQueryClient } from "./query-client.ts";
import { routerFlushSync } from "./router-flush.ts";
import { createAppRouter } from "./routes.tsx";
import { SessionProvider } from "./session.tsx";
import { ToastProvider } from "./toast.tsx";

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <ToastProvider>
          <RouterProvider router={router} flushSync={routerFlushSync} />
        </ToastProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
