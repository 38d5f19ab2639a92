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

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function stubObjectUrls() {
  const created = vi.fn((_blob: Blob) => "blob:summary");
  Object.defineProperty(URL, "createObjectURL", { configurable: true, value: created });
  Object.defineProperty(URL, "revokeObjectURL", { configurable: true, value: vi.fn() });
  return created;
}

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
    const form = screen.getByRole("region", { name: "Create a share link" });
    await user.click(within(form).getByRole("checkbox", { name: "Wellbeing" }));
    await user.click(within(form).getByRole("checkbox", { name: "Wellbeing" }));
    await user.selectOptions(within(form).getByLabelText("Link lasts"), "24");
    await user.click(within(form).getByRole("button", { name: "Create link" }));
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

  it("downloads the clinician summary PDF for the chosen period and modules", async () => {
    const user = userEvent.setup();
    const created = stubObjectUrls();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const asked: URL[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/share-links": () => json(200, { items: [] }),
      "GET /api/v1/export/clinician-summary": async ({ url }) => {
        asked.push(url);
        await held;
        return new Response(new Blob(["%PDF-1.3 summary"], { type: "application/pdf" }), {
          status: 200,
          headers: {
            "Content-Type": "application/pdf",
            "Content-Disposition":
              'attachment; filename="vitalog-clinician-summary-2026-01-01-2026-03-31.pdf"',
          },
        });
      },
    });
    renderApp("/settings/sharing");
    const card = await screen.findByRole("region", { name: "Clinician summary (PDF)" });
    // The last 90 days by default, every module chosen.
    expect(within(card).getByLabelText("From")).toHaveValue(dayOf(Date.now() - 90 * 86_400_000));
    expect(within(card).getByLabelText("To")).toHaveValue(dayOf(Date.now()));
    expect(within(card).getByRole("checkbox", { name: "Vitals" })).toBeChecked();

    await user.click(within(card).getByRole("checkbox", { name: "Pain" }));
    await user.clear(within(card).getByLabelText("From"));
    await user.type(within(card).getByLabelText("From"), "2026-01-01");
    await user.clear(within(card).getByLabelText("To"));
    await user.type(within(card).getByLabelText("To"), "2026-03-31");
    await user.click(within(card).getByRole("button", { name: "Download PDF" }));

    // Busy while the server makes the file, then saved under the server's name.
    expect(await within(card).findByText("Preparing the PDF…")).toBeVisible();
    expect(within(card).getByRole("button", { name: /Download PDF/ })).toBeDisabled();
    release();
    expect(
      await within(card).findByText("Saved vitalog-clinician-summary-2026-01-01-2026-03-31.pdf"),
    ).toBeVisible();
    expect(asked[0]?.searchParams.get("from")).toBe("2026-01-01");
    expect(asked[0]?.searchParams.get("to")).toBe("2026-03-31");
    expect(asked[0]?.searchParams.get("modules")).toBe(
      "weight,wellbeing,bloodwork,medications,cycle,vitals,activity",
    );
    expect(created).toHaveBeenCalledTimes(1);
    expect(clicked).toHaveBeenCalledTimes(1);
    clicked.mockRestore();
  });

  it("shows the summary's refusal beside the field it names, and other failures above", async () => {
    const user = userEvent.setup();
    stubObjectUrls();
    let reply = () =>
      json(400, {
        error: {
          code: "VALIDATION_FAILED",
          message: "A clinician summary covers at most 2 years (731 days)",
          fields: { to: "A clinician summary covers at most 2 years (731 days)" },
        },
      });
    stubFetch({
      ...sessionHandlers(makeProfile()),
      "GET /api/v1/share-links": () => json(200, { items: [] }),
      "GET /api/v1/export/clinician-summary": () => reply(),
    });
    renderApp("/settings/sharing");
    const card = await screen.findByRole("region", { name: "Clinician summary (PDF)" });
    await user.click(within(card).getByRole("button", { name: "Download PDF" }));
    expect(
      await within(card).findByText("A clinician summary covers at most 2 years (731 days)"),
    ).toBeVisible();

    reply = () =>
      json(500, { error: { code: "INTERNAL", message: "Something went wrong on our side" } });
    await user.click(within(card).getByRole("button", { name: "Download PDF" }));
    expect(await within(card).findByText(/Something went wrong/)).toBeVisible();
  });
});
