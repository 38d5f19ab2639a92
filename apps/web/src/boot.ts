// The page's only render-blocking script: the stylesheet, then the app, loaded without holding
// up the first paint. Public pages arrive prerendered (scripts/prerender.mjs), so people see
// them from HTML and CSS while the app loads; main.tsx takes over once it has drawn the same page.
import { config } from "zod/v4/core";
import "./index.css";
import { startSessionProbe } from "./app/early-session.ts";

// zod compiles object parsers with `new Function` unless told not to; the CSP forbids eval, and
// set before any schema exists, this keeps the browser from reporting a violation.
config({ jitless: true });
startSessionProbe();

/** Lets the browser paint and handle input between two pieces of start-up work. */
const nextTask = () => new Promise<void>((resume) => setTimeout(resume, 0));

// React's renderer first, evaluated in a task of its own, then the app: on a slow phone no
// single piece of start-up blocks the page for long.
async function start() {
  await import("react-dom/client");
  await nextTask();
  await import("./main.tsx");
}

void start();
