/** Connectivity as the app sees it; the web reads navigator.onLine, native shells plug in their own. */
export interface NetworkAdapter {
  isOnline(): boolean;
  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: (online: boolean) => void): () => void;
}

export const webNetwork: NetworkAdapter = {
  isOnline: () => (typeof navigator === "undefined" ? true : navigator.onLine),
  subscribe(listener) {
    const handleOnline = () => listener(true);
    const handleOffline = () => listener(false);
    window.addEventListener("online", handleOnline);
    window.addEventListener("offline", handleOffline);
    return () => {
      window.removeEventListener("online", handleOnline);
      window.removeEventListener("offline", handleOffline);
    };
  },
};

let current: NetworkAdapter = webNetwork;

export function getNetwork(): NetworkAdapter {
  return current;
}

export function setNetworkAdapter(adapter: NetworkAdapter): void {
  current = adapter;
}
