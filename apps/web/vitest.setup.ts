import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { resetLeaving } from "./src/app/session.tsx";
import { setApiTransport } from "./src/lib/api.ts";
import { setDeviceAdapter, webDevice } from "./src/platform/device.ts";
import { createWebDeviceStore, setDeviceStore } from "./src/platform/device-store.ts";
import { setNetworkAdapter, webNetwork } from "./src/platform/network.ts";
import { browserConnection, setServerConnection } from "./src/platform/server.ts";
import "./src/lib/i18n.ts";

configure({ asyncUtilTimeout: 4000 });

// jsdom has no layout; route-change focus calls scrollTo.
window.scrollTo = () => {};
// Nor does it measure: ProseMirror asks for the selection's rectangles to scroll it into view.
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= emptyRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
document.elementFromPoint ??= () => null;

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  vi.useRealTimers();
  // The server-rendering tests send the API through the server's app, and some tests plug in a
  // device, network or store of their own: later tests get the browser's.
  setApiTransport((path, init) => fetch(path, init));
  setDeviceAdapter(webDevice);
  setNetworkAdapter(webNetwork);
  setDeviceStore(createWebDeviceStore(localStorage));
  setServerConnection(browserConnection);
  resetLeaving();
});
