import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./index.css";
import "./lib/i18n.ts";
import { App } from "./app/App.tsx";

// After a deploy the old lazy chunks are gone; reload (at most every 10 s) to pick up the new build.
window.addEventListener("vite:preloadError", (event) => {
  const key = "vitalog.chunkReloadAt";
  const last = Number(sessionStorage.getItem(key) ?? 0);
  if (Date.now() - last < 10_000) return;
  sessionStorage.setItem(key, String(Date.now()));
  event.preventDefault();
  window.location.reload();
});

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
