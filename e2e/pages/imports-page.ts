import type { Locator, Page } from "playwright-core";
import { waitForApp } from "../support/browser.ts";

/** /settings/import: the kind, the file, the preview, the summary and the history. */
export class ImportsPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto("/settings/import");
    await waitForApp(this.page);
    await this.page.getByRole("heading", { name: "Import", level: 1 }).waitFor();
  }

  get preview(): Locator {
    return this.page.getByRole("region", { name: "Preview" });
  }

  get history(): Locator {
    return this.page.getByRole("region", { name: "Your imports" });
  }

  /** Picks the kind ("Apple Health export") and the file, then asks for the preview. */
  async previewFile(kind: string, file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.page.getByRole("radio", { name: new RegExp(kind) }).check();
    await this.page.getByLabel("File", { exact: true }).setInputFiles(file);
    await this.page.getByRole("button", { name: "Preview the import" }).click();
    await this.preview.waitFor();
  }

  /** The count to add for a module in the preview ("Weight"). */
  async toAdd(module: string): Promise<string | null> {
    return this.preview
      .getByRole("row", { name: new RegExp(`^${module} `) })
      .getByRole("cell")
      .nth(1)
      .textContent();
  }

  async confirm() {
    await this.preview.getByRole("button", { name: "Import", exact: true }).click();
    await this.page.getByText(/^Imported:/).waitFor();
  }

  /** Undoes the newest import, confirming in the dialog. */
  async undoNewest() {
    await this.history
      .getByRole("button", { name: /Undo the import of/ })
      .first()
      .click();
    const dialog = this.page.getByRole("dialog", { name: "Undo this import?" });
    await dialog.getByRole("button", { name: "Undo import" }).click();
    await this.page.getByText("The import was undone.").waitFor();
  }
}
