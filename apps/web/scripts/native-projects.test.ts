// The committed android/ and ios/ projects agree with capacitor.config.ts and with the Capacitor
// plugins apps/web depends on: what `npm run native:sync` would write is what is committed.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import config from "../capacitor.config.ts";

const web = join(dirname(fileURLToPath(import.meta.url)), "..");
const read = (path: string) => readFileSync(join(web, path), "utf8");

/** A dependency's package.json, where npm installed it (apps/web's own or the root's). */
function packageOf(name: string): { version: string; capacitor?: Record<string, unknown> } {
  const path = [web, join(web, "../..")]
    .map((dir) => join(dir, "node_modules", name, "package.json"))
    .find((candidate) => existsSync(candidate));
  if (!path) throw new Error(`${name} is not installed`);
  return JSON.parse(readFileSync(path, "utf8"));
}

/** The dependencies the Capacitor CLI treats as plugins: a `capacitor` entry in their package. */
function capacitorPlugins(platform: "android" | "ios"): string[] {
  const { dependencies } = JSON.parse(read("package.json")) as {
    dependencies: Record<string, string>;
  };
  return Object.keys(dependencies)
    .filter((name) => !["@capacitor/core", "@capacitor/android", "@capacitor/ios"].includes(name))
    .filter((name) => packageOf(name).capacitor?.[platform] !== undefined)
    .sort();
}

describe("the native projects", () => {
  it("are the Vitalog app, as the configuration names it", () => {
    expect(config.appId).toBe("app.vitalog");
    expect(config.appName).toBe("Vitalog");
    const gradle = read("android/app/build.gradle");
    expect(gradle).toContain(`namespace = "${config.appId}"`);
    expect(gradle).toContain(`applicationId "${config.appId}"`);
    const strings = read("android/app/src/main/res/values/strings.xml");
    expect(strings).toContain(`<string name="app_name">${config.appName}</string>`);
    expect(strings).toContain(`<string name="package_name">${config.appId}</string>`);
    expect(
      read(`android/app/src/main/java/${config.appId?.replaceAll(".", "/")}/MainActivity.java`),
    ).toContain(`package ${config.appId};`);
    const pbxproj = read("ios/App/App.xcodeproj/project.pbxproj");
    const bundleIds = [...pbxproj.matchAll(/PRODUCT_BUNDLE_IDENTIFIER = ([^;]+);/g)].map(
      (m) => m[1],
    );
    expect(new Set(bundleIds)).toEqual(new Set([config.appId]));
    expect(read("ios/App/App/Info.plist")).toMatch(
      new RegExp(`<key>CFBundleDisplayName</key>\\s*<string>${config.appName}</string>`),
    );
  });

  it("target Android API level 36, as Google Play requires", () => {
    const variables = read("android/variables.gradle");
    expect(variables).toMatch(/targetSdkVersion = 36\b/);
    expect(variables).toMatch(/compileSdkVersion = 36\b/);
  });

  it("include every Capacitor plugin apps/web depends on, and no other", () => {
    const android = read("android/capacitor.settings.gradle");
    const included = [...android.matchAll(/node_modules\/(.+?)\/android'\)/g)].map((m) => m[1]);
    expect(included.filter((name) => name !== "@capacitor/android").sort()).toEqual(
      capacitorPlugins("android"),
    );
    const spm = read("ios/App/CapApp-SPM/Package.swift");
    const packages = [...spm.matchAll(/path: "(?:\.\.\/)+node_modules\/(.+?)"\)/g)].map(
      (m) => m[1],
    );
    expect(packages.sort()).toEqual(capacitorPlugins("ios"));
    expect(spm).toContain(`exact: "${packageOf("@capacitor/core").version}"`);
  });

  it("have icons and splash screens made from resources/icon.svg", () => {
    const background = /id="background"[^>]*fill="(#[0-9a-fA-F]{6})"/.exec(
      read("resources/icon.svg"),
    )?.[1];
    expect(background).toBeDefined();
    expect(read("android/app/src/main/res/values/ic_launcher_background.xml")).toContain(
      `>${background?.toUpperCase()}<`,
    );
    for (const density of ["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"]) {
      for (const file of [
        `mipmap-${density}/ic_launcher.png`,
        `mipmap-${density}/ic_launcher_round.png`,
        `mipmap-${density}/ic_launcher_foreground.png`,
        `drawable-${density}/ic_stat_vitalog.png`,
      ]) {
        expect(existsSync(join(web, "android/app/src/main/res", file)), file).toBe(true);
      }
    }
  });
});
