import { describe, expect, it } from "vitest";
import { bannerPlacement } from "./banner.ts";

describe("bottom banner placement (spec §2, §9)", () => {
  it("sits at bottom centre above the 64 px navigation and the larger of inset and system minimum", () => {
    expect(bannerPlacement({ os: "ios", bottomInset: 34 })).toEqual({
      position: "BOTTOM_CENTER",
      margin: 98,
      height: 50,
      reservedBottom: 148,
    });
    expect(bannerPlacement({ os: "ios", bottomInset: 0 }).margin).toBe(64);
    // Android's system bar takes at least 20 px even when the inset reports less.
    expect(bannerPlacement({ os: "android", bottomInset: 0 }).margin).toBe(84);
    expect(bannerPlacement({ os: "android", bottomInset: 12 }).margin).toBe(84);
    expect(bannerPlacement({ os: "android", bottomInset: 48 }).margin).toBe(112);
  });

  it("reserves the SDK's height once reported, the 50 px estimate before", () => {
    expect(bannerPlacement({ os: "android", bottomInset: 0, measuredHeight: 0 }).height).toBe(50);
    expect(bannerPlacement({ os: "android", bottomInset: 0, measuredHeight: 62 })).toMatchObject({
      height: 62,
      reservedBottom: 146,
    });
  });

  it("drops the navigation's 64 px where the layout has a sidebar instead", () => {
    expect(bannerPlacement({ os: "ios", bottomInset: 20, bottomNavVisible: false }).margin).toBe(
      20,
    );
    expect(bannerPlacement({ os: "android", bottomInset: 0, bottomNavVisible: false }).margin).toBe(
      20,
    );
  });

  it("treats a negative or unknown inset as none", () => {
    expect(bannerPlacement({ os: "ios", bottomInset: -5 }).margin).toBe(64);
    expect(bannerPlacement({ os: "android", bottomInset: Number.NaN }).margin).toBe(84);
  });
});
