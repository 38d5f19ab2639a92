import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ImportPreview, ImportSummary } from "@vitalog/domain";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../app/query-client.ts";
import { SignInPromptProvider } from "../../../app/sign-in-prompt.tsx";
import { json, stubFetch } from "../../../test/render-app.tsx";
import ImportSettingsPage from "./ImportSettingsPage.tsx";

const DONE: ImportSummary = {
  id: "0b7c2c1e-6f55-4c3a-9b61-3c3f0b2a8c01",
  kind: "weight-csv",
  fileName: "scale.csv",
  status: "completed",
  added: { weight: 6 },
  duplicates: 0,
  skipped: {},
  records: 6,
  createdAt: "2026-11-20T10:00:00.000Z",
  undoneAt: null,
};

const PREVIEW: ImportPreview = {
  kind: "weight-csv",
  added: { weight: 5 },
  duplicates: 1,
  skipped: {},
  records: 6,
  rows: [{ type: "weight", when: "2026-11-01T12:00:00.000Z", value: "80.0 kg", module: "weight" }],
};

/** An XMLHttpRequest that answers each send with the next reply, after upload progress events. */
function fakeXhr(replies: { status: number; body: unknown }[]) {
  const sent: { url: string; headers: Record<string, string>; body: unknown }[] = [];
  class FakeXhr {
    upload: {
      onprogress:
        | ((e: { lengthComputable: boolean; loaded: number; total: number }) => void)
        | null;
    } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    responseText = "";
    withCredentials = false;
    private url = "";
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: unknown) {
      sent.push({ url: this.url, headers: this.headers, body });
      const reply = replies.shift();
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.status = reply?.status ?? 500;
        this.responseText = JSON.stringify(reply?.body ?? {});
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return sent;
}

function renderPage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <SignInPromptProvider>
        <MemoryRouter initialEntries={["/settings/import"]}>
          <ImportSettingsPage />
        </MemoryRouter>
      </SignInPromptProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ImportSettingsPage", () => {
  it("previews a weight CSV with its mapping, imports it on confirmation and shows the summary", async () => {
    let imports: ImportSummary[] = [];
    stubFetch({ "GET /api/v1/imports": () => json(200, { items: imports }) });
    const sent = fakeXhr([
      { status: 200, body: PREVIEW },
      { status: 201, body: { ...DONE, added: { weight: 5 }, duplicates: 1 } },
    ]);
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText("No imports yet.")).toBeInTheDocument();

    // 1. Weight CSV is chosen; the unit column is missing, so pounds is the default unit.
    expect(screen.getByRole("radio", { name: /Weight CSV/ })).toBeChecked();
    await user.selectOptions(screen.getByLabelText("Unit when the file has none"), "lb");
    await user.click(screen.getByRole("button", { name: "Preview the import" }));
    expect(screen.getByText("Choose a file first")).toBeInTheDocument();
    const file = new File(["date,weight\n2026-11-01,176.4\n"], "scale.csv", { type: "text/csv" });
    await user.upload(screen.getByLabelText("File"), file);
    await user.click(screen.getByRole("button", { name: "Preview the import" }));

    // 2. The preview: per module, the duplicates, nothing stored yet.
    const preview = await screen.findByRole("region", { name: "Preview" });
    expect(within(preview).getByRole("row", { name: "Weight 5" })).toBeInTheDocument();
    expect(
      within(preview).getByText("1 record you already have will be skipped."),
    ).toBeInTheDocument();
    expect(sent[0]?.url).toBe("/api/v1/imports?kind=weight-csv&dryRun=true&defaultUnit=lb");
    expect(sent[0]?.headers["x-import-file-name"]).toBe("scale.csv");

    // 3. Confirming imports it and shows the summary; the history reloads.
    imports = [{ ...DONE, added: { weight: 5 }, duplicates: 1 }];
    await user.click(within(preview).getByRole("button", { name: "Import" }));
    expect(
      await screen.findByText(/Imported: 5 records added. 1 duplicate skipped./),
    ).toBeInTheDocument();
    expect(sent[1]?.url).toBe("/api/v1/imports?kind=weight-csv&defaultUnit=lb");
    expect(await screen.findByText("scale.csv")).toBeInTheDocument();
  });

  it("shows the server's message when a file cannot be imported", async () => {
    stubFetch({ "GET /api/v1/imports": () => json(200, { items: [] }) });
    fakeXhr([
      {
        status: 422,
        body: { error: { code: "UNPROCESSABLE", message: "Row 3: the weight is not a number" } },
      },
    ]);
    const user = userEvent.setup();
    renderPage();
    await user.upload(
      screen.getByLabelText("File"),
      new File(["x"], "bad.csv", { type: "text/csv" }),
    );
    await user.click(screen.getByRole("button", { name: "Preview the import" }));
    expect(await screen.findByText("Row 3: the weight is not a number")).toBeInTheDocument();
  });

  it("undoes an import after a confirmation", async () => {
    let imports = [DONE];
    const fetch = stubFetch({
      "GET /api/v1/imports": () => json(200, { items: imports }),
      [`DELETE /api/v1/imports/${DONE.id}`]: () => {
        imports = [{ ...DONE, status: "undone", undoneAt: "2026-11-21T10:00:00.000Z" }];
        return json(200, imports[0]);
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: /Undo the import of scale.csv/ }));
    const dialog = screen.getByRole("dialog", { name: "Undo this import?" });
    expect(within(dialog).getByText(/6 records/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Undo import" }));
    expect(await screen.findByText("The import was undone.")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: /Undo the import/ })).toBeNull(),
    );
    expect(fetch.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(true);
  });

  it("says on the web that the phone's health data is read in the apps", async () => {
    stubFetch({ "GET /api/v1/imports": () => json(200, { items: [] }) });
    renderPage();
    expect(
      await screen.findByText("Available in the Vitalog app for iOS and Android."),
    ).toBeInTheDocument();
  });
});
