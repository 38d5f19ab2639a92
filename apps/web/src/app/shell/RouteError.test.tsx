import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import "../../lib/i18n.ts";
import { ChunkLoadError } from "../../platform/chunk-load.ts";
import { RouteError } from "./RouteError.tsx";

function renderFailing(error: Error) {
  const router = createMemoryRouter([
    {
      path: "/",
      errorElement: <RouteError />,
      loader: () => {
        throw error;
      },
      element: <p>never</p>,
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe("the route error screen", () => {
  it("asks to reload when a part of the app did not arrive", async () => {
    renderFailing(new ChunkLoadError("Loading a part of the app timed out after 120000 ms"));
    expect(
      await screen.findByRole("heading", { name: "This page did not finish loading" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Check your connection, then reload the page/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reload" })).toBeInTheDocument();
  });

  it("keeps the general words for any other failure", async () => {
    renderFailing(new Error("boom"));
    expect(
      await screen.findByRole("heading", { name: "Something went wrong" }),
    ).toBeInTheDocument();
  });
});
