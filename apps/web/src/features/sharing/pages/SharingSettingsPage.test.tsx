import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ShareLink } from "@vitalog/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  json,
  makeProfile,
  renderApp,
  sessionHandlers,
  stubFetch,
} from "../../../test/render-app.tsx";

const LINK: ShareLink = {
  id: "11111111-1111-4111-8111-111111111111",
  modules: ["weight"],
  from: "2026-01-01",
  to: "2026-01-31",
  expiresAt: "2026-02-05T10:00:00.000Z",
  createdAt: "2026-02-04T10:00:00.000Z",
  expired: false,
  views: [{ viewedAt: "2026-02-04T12:00:00.000Z", client: "Chrome on Android" }],
};

afterEach(() => vi.unstubAllGlobals());

describe("SharingSettingsPage", () => {
  it("creates a link, lists links with their views, and revokes after confirming", async () => {
    const user = userEvent.setup();
    let links: ShareLink[] = [];
    const posted: unknown[] = [];
    stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/share-links": () => json(200, { items: links }),
      "POST /api/v1/share-links": ({ body }) => {
        posted.push(body);
        links = [LINK];
        return json(201, {
          id: LINK.id,
          token: "T".repeat(43),
          url: `http://localhost/shared/${"T".repeat(43)}`,
          expiresAt: LINK.expiresAt,
        });
      },
      [`DELETE /api/v1/share-links/${LINK.id}`]: () => {
        links = [];
        return new Response(null, { status: 204 });
      },
    });
    renderApp("/settings/sharing");
    expect(await screen.findByText("You have no share links.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Download FHIR file" })).toHaveAttribute(
      "href",
      "/api/v1/export/fhir",
    );

    // 1. Weight is chosen; add wellbeing, then take it out again, and create.
    await user.click(screen.getByRole("checkbox", { name: "Wellbeing" }));
    await user.click(screen.getByRole("checkbox", { name: "Wellbeing" }));
    await user.selectOptions(screen.getByLabelText("Link lasts"), "24");
    await user.click(screen.getByRole("button", { name: "Create link" }));
    expect(await screen.findByText(`http://localhost/shared/${"T".repeat(43)}`)).toBeVisible();
    expect(posted[0]).toMatchObject({ modules: ["weight"], expiresInHours: 24 });

    // 2. The list shows the link and its view.
    const list = screen.getByRole("region", { name: "Your share links" });
    expect(await within(list).findByText("Opened once")).toBeVisible();
    expect(within(list).getByText(/Chrome on Android/)).toBeVisible();

    // 3. Revoke asks first, then the link is gone.
    await user.click(within(list).getByRole("button", { name: "Revoke" }));
    const dialog = await screen.findByRole("dialog", { name: "Revoke this link?" });
    await user.click(within(dialog).getByRole("button", { name: "Revoke" }));
    await waitFor(() => expect(within(list).getByText("You have no share links.")).toBeVisible());
  });

  it("shows the server's message beside the field it names", async () => {
    const user = userEvent.setup();
    stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/share-links": () => json(200, { items: [] }),
      "POST /api/v1/share-links": () =>
        json(400, {
          error: {
            code: "VALIDATION_FAILED",
            message: "The start of the period must be on or before its end",
            fields: { to: "The start of the period must be on or before its end" },
          },
        }),
    });
    renderApp("/settings/sharing");
    await user.click(await screen.findByRole("button", { name: "Create link" }));
    expect(
      await screen.findByText("The start of the period must be on or before its end"),
    ).toBeVisible();
  });
});
