const BROWSERS: [RegExp, string][] = [
  [/Edg\//, "Edge"],
  [/OPR\//, "Opera"],
  [/Firefox\//, "Firefox"],
  [/Chrome\/|Chromium\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Windows/, "Windows"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

/** The browser and system names ("Chrome", "macOS") a user agent tells, where it tells them. */
export function deviceName(userAgent: string | null | undefined): {
  browser: string | undefined;
  system: string | undefined;
} {
  return {
    browser: userAgent ? BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] : undefined,
    system: userAgent ? SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] : undefined,
  };
}
