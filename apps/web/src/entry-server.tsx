// The server's renderer of the public pages whose content comes from the database (the course
// catalogue, a course, health groups, feature requests, articles, public profiles). At each
// request the server renders the page as a visitor sees it, with the app's own components and
// the API's visitor answers, so the first HTML already carries the content; the browser's app
// then starts from the same data (`dehydrate`) and takes the page over (main.tsx).
import {
  dehydrate,
  type Query,
  type QueryClient,
  QueryClientProvider,
} from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from "react-router";
import "./lib/i18n.ts";
import { createQueryClient, SESSION_QUERY_KEY } from "./app/query-client.ts";
import { routes } from "./app/routes.tsx";
import { SessionProvider } from "./app/session.tsx";
import { ToastProvider } from "./app/toast.tsx";
import { type HtmlFragmentParser, setHtmlFragmentParser } from "./components/RichText/RichText.tsx";
import { type ApiTransport, setApiTransport } from "./lib/api.ts";
import { renderWithPageTitle } from "./lib/page-title.ts";
import { isServerRendered } from "./lib/web-module.ts";

export interface RenderedPage {
  /** The page's #root content. */
  html: string;
  /** The document title the page sets ("Courses · Vitalog"), when it sets one. */
  title: string | null;
  /** The queries the page read, for the browser's app to start from (TanStack's dehydrate). */
  state: ReturnType<typeof dehydrate>;
}

/** A page asks for data, shows it, may then ask for more: at most this many rounds. */
const MAX_ROUNDS = 4;

/**
 * Sets how the renderer reaches the API (the server's own app, as a visitor: never with the
 * requesting person's cookies, so a rendered page is the same for everybody) and the DOM that
 * parses rich text exactly as the browser's template element does.
 */
export function configureRenderer(options: {
  api: ApiTransport;
  parseHtmlFragment: HtmlFragmentParser;
}): void {
  setApiTransport(options.api);
  setHtmlFragmentParser(options.parseHtmlFragment);
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  if (typeof enabled === "function") return enabled(query) !== false;
  return enabled !== false;
}

/** Whether the server renders `path` at each request (the build's prerender leaves it out). */
export function isServerRenderedPath(path: string): boolean {
  return isServerRendered(matchRoutes(routes, path)?.at(-1)?.route.handle);
}

/** Queries the last render asked for and nobody has fetched yet. */
function unanswered(client: QueryClient, asked: Set<string>): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === "pending" && !asked.has(q.queryHash) && isEnabled(q));
}

/**
 * Renders `url` as a visitor sees it when its route is marked `SERVER_RENDERED`; null for any
 * other page, and when the page's data could not be read.
 */
export async function renderPublicPage(url: string): Promise<RenderedPage | null> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.statusCode !== 200) return null;
  if (!isServerRendered(context.matches.at(-1)?.route.handle)) return null;

  const client = createQueryClient();
  client.setQueryData(SESSION_QUERY_KEY, null);
  const asked = new Set<string>();
  let page = { html: "", title: null as string | null };
  let waiting: Query[] = [];
  for (let round = 0; round <= MAX_ROUNDS; round++) {
    const router = createStaticRouter(handler.dataRoutes, context);
    page = renderWithPageTitle(() =>
      renderToString(
        <QueryClientProvider client={client}>
          <SessionProvider>
            <ToastProvider>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </ToastProvider>
          </SessionProvider>
        </QueryClientProvider>,
      ),
    );
    waiting = unanswered(client, asked);
    if (waiting.length === 0 || round === MAX_ROUNDS) break;
    for (const query of waiting) asked.add(query.queryHash);
    await Promise.all(
      waiting.map((query) =>
        client.prefetchQuery({ ...query.options, queryKey: query.queryKey, retry: false }),
      ),
    );
  }
  // A page whose data could not be read (it would show its loading state: a failed query
  // starts again on the page's first render), or that still waits for some, is left to the
  // browser, which asks again.
  const failed = client
    .getQueryCache()
    .getAll()
    .some((q) => q.state.status === "error");
  if (failed || waiting.length > 0 || page.html.includes("data-page-spinner")) {
    client.clear();
    return null;
  }
  const state = dehydrate(client, {
    shouldDehydrateQuery: (q) =>
      q.state.status === "success" && q.queryKey[0] !== SESSION_QUERY_KEY[0],
  });
  client.clear();
  return { ...page, state };
}
