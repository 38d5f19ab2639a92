// Writes the iOS and Android app icons, the Android notification icon and the splash screens
// from one source image, resources/icon.svg (a 32×32 square: `#background` and the `#mark`):
//   node apps/web/scripts/native-assets.mjs
// Run it after changing the source; the images it writes are committed with the native projects.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const web = join(dirname(fileURLToPath(import.meta.url)), "..");
const sharp = createRequire(import.meta.url)("sharp");

const source = readFileSync(join(web, "resources/icon.svg"), "utf8");
const background = /<rect[^>]*id="background"[^>]*fill="(#[0-9a-fA-F]{6})"/.exec(source)?.[1];
const mark = /<path[^>]*id="mark"[^>]*\/>/.exec(source)?.[0];
if (!background || !mark) throw new Error("resources/icon.svg needs #background and #mark");

const svg = (viewBox, body) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${body}</svg>`);
/** The mark scaled about the centre of the 32-unit square. */
const scaled = (scale, colour = "#fff") =>
  `<g transform="translate(16 16) scale(${scale}) translate(-16 -16)">${mark.replace(
    /stroke="[^"]*"/,
    `stroke="${colour}"`,
  )}</g>`;

const images = {
  /** The full square, for iOS (which rounds it) and the store listings. */
  square: svg("0 0 32 32", `<rect width="32" height="32" fill="${background}"/>${scaled(1)}`),
  /** Android's icon before adaptive icons (API < 26): a rounded square. */
  rounded: svg(
    "0 0 32 32",
    `<rect width="32" height="32" rx="6" fill="${background}"/>${scaled(1)}`,
  ),
  round: svg("0 0 32 32", `<circle cx="16" cy="16" r="16" fill="${background}"/>${scaled(1)}`),
  /**
   * The adaptive icon's foreground: a 108 dp layer of which the launcher shows the inner 72 dp,
   * so the mark is drawn at 72/108 of the square's size (well inside the 66 dp safe circle).
   */
  foreground: svg("0 0 32 32", scaled(72 / 108)),
  /** The notification icon: the mark alone in white, Android tints it. */
  notification: svg("4 4.5 24 24", mark),
};

async function png(image, width, height, file, { opaque = false } = {}) {
  mkdirSync(dirname(file), { recursive: true });
  let pipeline = sharp(image, { density: 72 * (Math.max(width, height) / 32) }).resize(
    width,
    height,
  );
  if (opaque) pipeline = pipeline.flatten({ background });
  writeFileSync(file, await pipeline.png({ compressionLevel: 9 }).toBuffer());
}

/** A splash: the background colour with the mark centred, its square 45% of the shorter side. */
async function splash(width, height, file) {
  const side = Math.round(Math.min(width, height) * 0.45);
  const markPng = await sharp(svg("0 0 32 32", scaled(1)), { density: 72 * (side / 32) })
    .resize(side, side)
    .png()
    .toBuffer();
  mkdirSync(dirname(file), { recursive: true });
  const image = sharp({ create: { width, height, channels: 3, background } }).composite([
    { input: markPng, gravity: "centre" },
  ]);
  writeFileSync(file, await image.png({ compressionLevel: 9 }).toBuffer());
}

const res = join(web, "android/app/src/main/res");
const densities = { mdpi: 1, hdpi: 1.5, xhdpi: 2, xxhdpi: 3, xxxhdpi: 4 };
/** Portrait splash sizes per density, as Capacitor's Android template has them. */
const splashSizes = {
  mdpi: [320, 480],
  hdpi: [480, 800],
  xhdpi: [720, 1280],
  xxhdpi: [960, 1600],
  xxxhdpi: [1280, 1920],
};
for (const [density, k] of Object.entries(densities)) {
  const dir = join(res, `mipmap-${density}`);
  await png(images.rounded, 48 * k, 48 * k, join(dir, "ic_launcher.png"));
  await png(images.round, 48 * k, 48 * k, join(dir, "ic_launcher_round.png"));
  await png(images.foreground, 108 * k, 108 * k, join(dir, "ic_launcher_foreground.png"));
  await png(
    images.notification,
    24 * k,
    24 * k,
    join(res, `drawable-${density}`, "ic_stat_vitalog.png"),
  );
  // Splash screens before Android 12 (later ones draw the icon on the background colour).
  const [w, h] = splashSizes[density];
  await splash(w, h, join(res, `drawable-port-${density}`, "splash.png"));
  await splash(h, w, join(res, `drawable-land-${density}`, "splash.png"));
}
await splash(480, 320, join(res, "drawable/splash.png"));
writeFileSync(
  join(res, "values/ic_launcher_background.xml"),
  `<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <color name="ic_launcher_background">${background.toUpperCase()}</color>\n</resources>\n`,
);

const assets = join(web, "ios/App/App/Assets.xcassets");
// The App Store refuses an icon with transparency.
await png(images.square, 1024, 1024, join(assets, "AppIcon.appiconset/AppIcon-512@2x.png"), {
  opaque: true,
});
for (const name of ["splash-2732x2732.png", "splash-2732x2732-1.png", "splash-2732x2732-2.png"]) {
  await splash(2732, 2732, join(assets, "Splash.imageset", name));
}
console.log("native icons and splash screens written from resources/icon.svg");
