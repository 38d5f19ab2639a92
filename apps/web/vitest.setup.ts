import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import "./src/lib/i18n.ts";

configure({ asyncUtilTimeout: 4000 });

// jsdom has no layout; route-change focus calls scrollTo.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
