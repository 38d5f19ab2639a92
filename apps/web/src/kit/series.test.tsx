import { QueryClientProvider, useInfiniteQuery } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../app/query-client.ts";
import { SessionProvider } from "../app/session.tsx";
import { SignInPromptProvider } from "../app/sign-in-prompt.tsx";
import { json, stubFetch } from "../test/render-app.tsx";
import { PreviewModeProvider } from "./data.ts";
import { defineTimeSeries, useCreateEntry, useDeleteEntry } from "./series.ts";
import { pageOf, readEntries, type SeriesSource } from "./time-series.ts";

type Reading = { id: string; at: string; value: number };
const readings: Reading[] = [1, 2, 3, 4, 5].map((day) => ({
  id: `r${day}`,
  at: `2025-01-0${day}T08:00:00.000Z`,
  value: day,
}));

/** The readings' list endpoint over fetch, as a module's endpoints call the API. */
const source: SeriesSource<Reading> = {
  page: async ({ limit, cursor, to }) => {
    const query = new URLSearchParams({ limit: String(limit) });
    if (cursor) query.set("cursor", cursor);
    if (to) query.set("to", to);
    return (await fetch(`/api/v1/readings?${query}`)).json();
  },
  one: async (id) => (await fetch(`/api/v1/readings/${id}`)).json(),
};

const readingsData = defineTimeSeries<Reading, { value: number }, { value: number }>({
  name: "readings",
  key: "readings",
  pageSize: 2,
  timeOf: (r) => r.at,
  endpoints: {
    page: (query) => source.page(query),
    one: (id) => source.one(id),
    create: async (input) =>
      (await fetch("/api/v1/readings", { method: "POST", body: JSON.stringify(input) })).json(),
    update: async (id, patch) =>
      (
        await fetch(`/api/v1/readings/${id}`, { method: "PATCH", body: JSON.stringify(patch) })
      ).json(),
    remove: (id) => fetch(`/api/v1/readings/${id}`, { method: "DELETE" }),
  },
  demo: { entries: () => readings, promptFeatureKey: "weight:demo.promptFeature" },
});

describe("time-series kit", () => {
  it("pages in-memory entries like the list API: newest first, from/to inclusive", () => {
    const first = pageOf(readings, (r) => r.at, { limit: 2, from: readings[1]?.at });
    expect(first.items.map((r) => r.id)).toEqual(["r5", "r4"]);
    const second = pageOf(readings, (r) => r.at, {
      limit: 2,
      from: readings[1]?.at,
      cursor: first.nextCursor,
    });
    expect(second.items.map((r) => r.id)).toEqual(["r3", "r2"]);
    expect(second.nextCursor).toBeNull();
  });

  it("reads every entry of a window page by page, up to a cap", async () => {
    const calls: string[] = [];
    stubFetch({
      "GET /api/v1/readings": ({ url }) => {
        calls.push(url.search);
        return json(
          200,
          pageOf(readings, (r) => r.at, {
            limit: 2,
            cursor: url.searchParams.get("cursor"),
            to: url.searchParams.get("to") ?? undefined,
          }),
        );
      },
    });
    const all = await readEntries(source, { to: readings[3]?.at });
    expect(all.map((r) => r.id)).toEqual(["r4", "r3", "r2", "r1"]);
    expect(calls).toHaveLength(2);
    expect(await readEntries(source, {}, undefined).then((r) => r.length)).toBe(5);
    expect((await readEntries(source, { max: 3 })).map((r) => r.id)).toEqual(["r5", "r4", "r3"]);
  });

  it("serves the preview from its demo entries at once, and a write opens the sign-in prompt", async () => {
    const fetch = stubFetch({
      "GET /api/v1/session": () => json(200, { signedIn: false, profile: null }),
    });
    function Demo() {
      const list = useInfiniteQuery(readingsData.useQueries().pages());
      const create = useCreateEntry(readingsData);
      const [refused, setRefused] = useState(false);
      return (
        <>
          <p>{list.data?.pages[0]?.items.map((r) => r.id).join(",")}</p>
          <button
            type="button"
            onClick={() => create.mutateAsync({ value: 9 }).catch(() => setRefused(true))}
          >
            Save
          </button>
          {refused ? <p>Nothing saved</p> : null}
        </>
      );
    }
    const router = createMemoryRouter(
      [
        {
          path: "/preview/readings",
          element: (
            <SignInPromptProvider>
              <PreviewModeProvider preview>
                <Demo />
              </PreviewModeProvider>
            </SignInPromptProvider>
          ),
        },
      ],
      { initialEntries: ["/preview/readings"] },
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByText("r5,r4")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByRole("dialog", { name: "Sign in to access weight tracking" }),
    ).toBeInTheDocument();
    expect(await screen.findByText("Nothing saved")).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith("/api/v1/readings"))).toBe(
      false,
    );
  });

  it("leaves a deleted item's page in place of its history entry, so Back skips it", async () => {
    stubFetch({
      "GET /api/v1/session": () => json(200, { signedIn: false, profile: null }),
      "DELETE /api/v1/readings/r2": () => new Response(null, { status: 204 }),
    });
    function Item() {
      const remove = useDeleteEntry(readingsData, "r2", { leaveTo: "/readings" });
      return (
        <button type="button" onClick={() => remove.mutate()}>
          Delete
        </button>
      );
    }
    const router = createMemoryRouter(
      [
        { path: "/readings", element: <p>All readings</p> },
        {
          path: "/readings/:id",
          element: (
            <SignInPromptProvider>
              <Item />
            </SignInPromptProvider>
          ),
        },
      ],
      { initialEntries: ["/readings", "/readings/r2"], initialIndex: 1 },
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("All readings")).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe("/readings");
    expect(screen.queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
  });
});
