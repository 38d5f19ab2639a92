import { RICH_TEXT_EMBEDS } from "@vitalog/domain";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, DESKTOP, launchBrowser, newContext } from "./support/browser.ts";
import { signUpMember } from "./support/member.ts";
import { XSS_PAYLOADS } from "./support/xss-corpus.ts";

// Every payload of the corpus is saved through the API, as article rich text and as comments,
// then the article pages are rendered in Chromium: nothing may run (no dialog, no call of
// alert/confirm/prompt), and nothing that could run may be in the page (script-like elements,
// event-handler attributes, script URLs, frames from hosts off the embed allow-list). Forms are
// the page's own (the comment box); a form's script URL would still be caught by its attribute.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Stays under the per-person limits on posting (10 in 10 minutes) and commenting (30). */
const ARTICLES = 8;
const PER_COMMENT = 8;

function chunks<T>(items: readonly T[], count: number): T[][] {
  const size = Math.ceil(items.length / count);
  return Array.from({ length: count }, (_, i) => items.slice(i * size, (i + 1) * size));
}

/** What in the rendered page could run script, described for the failure message. */
function runnableIn(page: Page, embedHosts: string[]) {
  return page.evaluate((hosts) => {
    const found: string[] = [];
    const main = document.querySelector("main");
    if (!main) return ["no main element"];
    for (const el of main.querySelectorAll("*")) {
      const tag = el.tagName.toLowerCase();
      if (
        [
          "script",
          "object",
          "embed",
          "base",
          "meta",
          "link",
          "style",
          "frame",
          "frameset",
        ].includes(tag)
      ) {
        found.push(`<${tag}>`);
      }
      for (const attr of el.getAttributeNames()) {
        // Browsers drop spaces and control characters from a URL's scheme: so does the check.
        const value = [...(el.getAttribute(attr) ?? "")]
          .filter((c) => c.charCodeAt(0) > 32)
          .join("")
          .toLowerCase();
        if (attr.startsWith("on")) found.push(`<${tag} ${attr}>`);
        if (
          [
            "href",
            "src",
            "action",
            "formaction",
            "xlink:href",
            "data",
            "srcdoc",
            "background",
          ].includes(attr) &&
          /^(javascript|vbscript|data:text|data:image\/svg)/.test(value)
        ) {
          found.push(`<${tag} ${attr}="${value.slice(0, 40)}">`);
        }
        if (attr === "srcdoc") found.push(`<${tag} srcdoc>`);
      }
      if (tag === "iframe") {
        const src = el.getAttribute("src") ?? "";
        let host = "";
        try {
          host = new URL(src).hostname;
        } catch {
          host = "";
        }
        if (!src.startsWith("https://") || !hosts.includes(host))
          found.push(`<iframe src="${src}">`);
      }
    }
    const ran = (window as unknown as { __xssRan?: string[] }).__xssRan ?? [];
    return [...found, ...ran.map((call) => `ran ${call}`)];
  }, embedHosts);
}

describe("the XSS corpus", () => {
  it(`runs none of ${XSS_PAYLOADS.length} payloads saved as articles and comments`, {
    timeout: 240_000,
  }, async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100);
    const context = await newContext(browser, DESKTOP);
    await context.addInitScript(() => {
      const ran: string[] = [];
      (window as unknown as { __xssRan: string[] }).__xssRan = ran;
      for (const name of ["alert", "confirm", "prompt", "print"] as const) {
        Object.defineProperty(window, name, {
          value: (...args: unknown[]) => {
            ran.push(`${name}(${args.join(",")})`);
          },
        });
      }
    });
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signUpMember(page, "xss", { dateOfBirth: "1985-03-02", gender: "Female" });
    // A visitor without JavaScript sees exactly the HTML the server rendered.
    const visitorContext = await browser.newContext({
      baseURL: baseUrl(),
      viewport: DESKTOP,
      javaScriptEnabled: false,
    });
    const visitor = await visitorContext.newPage();
    const embedHosts = RICH_TEXT_EMBEDS.flatMap((e) => [...e.hosts]);

    for (const [index, payloads] of chunks(XSS_PAYLOADS, ARTICLES).entries()) {
      const title = `XSS corpus, part ${index + 1}`;
      const created = await page.request.post(`${baseUrl()}/api/v1/articles`, {
        data: {
          title,
          content: payloads.map((p, i) => `<p>Payload ${i + 1}:</p>${p}`).join("\n"),
          publishStatus: "published",
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { id, slug } = (await created.json()) as { id: string; slug: string };
      for (const group of chunks(payloads, Math.ceil(payloads.length / PER_COMMENT))) {
        const comment = await page.request.post(`${baseUrl()}/api/v1/articles/${id}/comments`, {
          data: { content: `Payloads as a comment: ${group.join(" \n ")}`.slice(0, 2000) },
        });
        expect(comment.status(), await comment.text()).toBe(201);
      }

      // The server renders the article for visitors: nothing that could run is in its HTML,
      // and the member's browser, parsing that HTML before the app moves them on, runs nothing.
      await visitor.goto(`/preview/articles/posts/${slug}`);
      expect(await visitor.locator("#root[data-prerendered] h1").textContent()).toBe(title);
      await visitor.getByText("Payloads as a comment:").first().waitFor();
      expect(await runnableIn(visitor, embedHosts), `${title}, as the server renders it`).toEqual(
        [],
      );
      await page.goto(`${baseUrl()}/preview/articles/posts/${slug}`);
      await page.waitForURL(`**/dashboard/articles/posts/${slug}`);
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      await page.getByText("Payloads as a comment:").first().waitFor();
      // Give error and load handlers of broken images and frames time to fire.
      await page.waitForLoadState("networkidle");
      // Hover and focus every element of the article, in case a handler survived.
      await page.evaluate(() => {
        for (const el of document.querySelectorAll("main *")) {
          for (const type of ["mouseover", "mouseenter", "focus", "click", "toggle"]) {
            if (type === "click" && (el.closest("a") || el.closest("button"))) continue;
            el.dispatchEvent(new Event(type, { bubbles: true }));
          }
        }
      });
      expect(await runnableIn(page, embedHosts), title).toEqual([]);
    }
    expect(dialogs).toEqual([]);
    // The check itself finds a handler when there is one (the page's Content Security Policy
    // keeps even this planted one from running).
    await page.evaluate(() => {
      const img = document.createElement("img");
      img.setAttribute("onerror", "alert('planted')");
      img.src = "/planted-missing.png";
      document.querySelector("main")?.append(img);
    });
    expect(await runnableIn(page, embedHosts)).toEqual(["<img onerror>"]);
    await context.close();
    await visitorContext.close();
  });
});
