import {
  BOTTOM_NAV_HEIGHT_PX,
  ESTIMATED_BANNER_HEIGHT_PX,
  SYSTEM_UI_MIN_BOTTOM_PX,
} from "./constants.ts";

export type AdOs = keyof typeof SYSTEM_UI_MIN_BOTTOM_PX;

export interface BannerPlacement {
  /** §2: the adaptive banner sits at bottom centre. */
  position: "BOTTOM_CENTER";
  /** The banner's distance from the screen's bottom edge (the plugin's `margin`). */
  margin: number;
  /** The banner's height: the SDK's figure once it has one, else the estimate. */
  height: number;
  /** How far above the screen's bottom edge the page's content must end to stay uncovered. */
  reservedBottom: number;
}

/**
 * §2, §9: the banner sits above the 64-pixel bottom navigation bar plus the larger of the
 * device's bottom inset and the system-UI minimum (0 on iOS, 20 on Android). Where the layout has
 * no bottom navigation (768 px and wider, a sidebar instead), only the inset part remains.
 */
export function bannerPlacement(input: {
  os: AdOs;
  /** The safe-area inset at the bottom, in CSS pixels (points on iOS, dp on Android). */
  bottomInset: number;
  bottomNavVisible?: boolean;
  /** The height the SDK reported (`bannerAdSizeChanged`); 0 or absent while unknown. */
  measuredHeight?: number;
}): BannerPlacement {
  const nav = input.bottomNavVisible === false ? 0 : BOTTOM_NAV_HEIGHT_PX;
  const inset = Math.max(0, Number.isFinite(input.bottomInset) ? input.bottomInset : 0);
  const margin = nav + Math.max(inset, SYSTEM_UI_MIN_BOTTOM_PX[input.os]);
  const height =
    input.measuredHeight && input.measuredHeight > 0
      ? input.measuredHeight
      : ESTIMATED_BANNER_HEIGHT_PX;
  return { position: "BOTTOM_CENTER", margin, height, reservedBottom: margin + height };
}
