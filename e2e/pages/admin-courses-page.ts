import type { Page } from "playwright-core";

/** The admin's course screens: the list, the course form, its modules and a module's lessons. */
export class AdminCoursesPage {
  constructor(readonly page: Page) {}

  heading(name: string) {
    return this.page.getByRole("heading", { level: 1, name });
  }

  async openFromNav() {
    await this.page.getByRole("link", { name: "Courses" }).first().click();
    await this.heading("Courses").waitFor();
  }

  async openList() {
    await this.page.goto("/admin/courses");
  }

  async createCourse() {
    await this.page.getByRole("button", { name: "Create Course" }).click();
  }

  async addModule(title: string) {
    await this.page.getByRole("button", { name: "Add module" }).first().click();
    const dialog = this.page.getByRole("dialog", { name: "Add module" });
    await dialog.getByRole("textbox", { name: /^Title/ }).fill(title);
    await dialog.getByRole("button", { name: "Create module" }).click();
  }

  /** Opens the lesson form, lets `fill` fill it, creates the lesson and waits for the form to go. */
  async addLesson(fill: () => Promise<void>) {
    await this.page.getByRole("button", { name: "Add lesson" }).first().click();
    const dialog = this.page.getByRole("dialog", { name: "Add lesson" });
    await dialog.waitFor();
    await fill();
    await dialog.getByRole("button", { name: "Create lesson" }).click();
    await dialog.waitFor({ state: "detached" });
  }

  /** Picks a lesson type in the open lesson form. */
  async chooseLessonType(type: "Text" | "Video" | "Quiz") {
    await this.page
      .getByRole("dialog")
      .locator("label")
      .filter({ hasText: new RegExp(`^${type}$`) })
      .click();
  }

  /** The reorder handle of a lesson or module. */
  reorderHandle(title: string) {
    return this.page.getByRole("button", { name: `Reorder ${title}` });
  }

  /** Waits until the list has announced `text` to screen readers. */
  async announced(text: string) {
    await this.page.getByText(text).waitFor({ state: "attached" });
  }

  /**
   * Presses a key for the sortable list. dnd-kit's keyboard sensor attaches its key listener in
   * a zero-delay task after the pick-up: the page's pending tasks run first (no fixed wait).
   */
  async press(key: string) {
    await this.page.evaluate(() => new Promise((done) => setTimeout(done, 0)));
    await this.page.keyboard.press(key);
  }

  async togglePublished(title: string) {
    await this.page.getByRole("button", { name: new RegExp(`^Draft: Publish ${title}`) }).click();
    await this.page
      .getByRole("button", { name: new RegExp(`^Published: Unpublish ${title}`) })
      .waitFor();
  }
}
