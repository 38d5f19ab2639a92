import { PAIN_REGIONS, type PainRegion } from "@vitalog/domain";
import clsx from "clsx";
import type { KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { intensityColour, intensityTextColour } from "../display.ts";
import { BACK_OUTLINE, centreOf, SHAPES, type Shape, VIEW_BOX } from "./body-shapes.ts";

function ShapeOf({ shape, className, fill }: { shape: Shape; className?: string; fill?: string }) {
  return shape.kind === "ellipse" ? (
    <ellipse
      cx={shape.cx}
      cy={shape.cy}
      rx={shape.rx}
      ry={shape.ry}
      className={className}
      style={{ fill }}
    />
  ) : (
    <rect
      x={shape.x}
      y={shape.y}
      width={shape.w}
      height={shape.h}
      rx={shape.r}
      className={className}
      style={{ fill }}
    />
  );
}

export interface BodyMapProps {
  /** The intensity shown on each region that has one (1-10). */
  values: ReadonlyMap<string, number>;
  /** Makes each region a toggle button; without it the map is a picture. */
  onToggle?: (region: PainRegion) => void;
  /** Each region's accessible name, state included ("Left knee, intensity 7, aching"). */
  describe: (region: PainRegion) => string;
  /** The picture's accessible summary when the map is not interactive. */
  summary?: string;
}

const VIEWS = ["front", "back"] as const;

/** The front and back of the body with every named region, coloured by intensity. */
export function BodyMap({ values, onToggle, describe, summary }: BodyMapProps) {
  const { t } = useTranslation("pain");
  const interactive = Boolean(onToggle);
  const handleKey = (event: KeyboardEvent, region: PainRegion) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onToggle?.(region);
    }
  };
  return (
    <div
      className={clsx(
        "grid gap-4 sm:gap-6",
        // Stacked on a phone while choosing, so every region is big enough to tap.
        interactive ? "grid-cols-1 min-[480px]:grid-cols-2" : "grid-cols-2",
      )}
      {...(interactive
        ? { role: "group", "aria-label": t("map.label") }
        : { role: "img", "aria-label": summary })}
    >
      {VIEWS.map((view) => (
        <figure key={view} className="flex flex-col items-center gap-1">
          <svg
            viewBox={VIEW_BOX}
            className="h-auto w-full max-w-64"
            aria-hidden={interactive ? undefined : true}
          >
            <title>{t(`map.${view}`)}</title>
            {view === "back"
              ? BACK_OUTLINE.map((shape, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing
                  <ShapeOf key={i} shape={shape} className="fill-slate-100 stroke-slate-300" />
                ))
              : null}
            {PAIN_REGIONS.filter((region) => region.view === view).map((region) => {
              const shape = SHAPES[view][region.id];
              if (!shape) return null;
              const value = values.get(region.id);
              const centre = centreOf(shape);
              const body = (
                <>
                  <ShapeOf
                    shape={shape}
                    fill={value ? intensityColour(value) : undefined}
                    className={clsx(
                      "stroke-[1.5] transition-colors",
                      value ? "stroke-red-900/60" : "fill-white stroke-slate-400",
                      interactive &&
                        "group-hover:stroke-brand-700 group-focus-visible:stroke-slate-900 group-focus-visible:stroke-[3]",
                    )}
                  />
                  {value ? (
                    <text
                      x={centre.x}
                      y={centre.y}
                      textAnchor="middle"
                      dominantBaseline="central"
                      className="pointer-events-none text-[11px] font-bold"
                      style={{ fill: intensityTextColour(value) }}
                    >
                      {value}
                    </text>
                  ) : null}
                </>
              );
              return interactive ? (
                // biome-ignore lint/a11y/useSemanticElements: an SVG region cannot be a <button>
                <g
                  key={region.id}
                  role="button"
                  tabIndex={0}
                  aria-pressed={value !== undefined}
                  aria-label={describe(region)}
                  onClick={() => onToggle?.(region)}
                  onKeyDown={(event) => handleKey(event, region)}
                  className="group cursor-pointer outline-none"
                >
                  {body}
                </g>
              ) : (
                <g key={region.id}>{body}</g>
              );
            })}
          </svg>
          <figcaption className="text-sm font-medium text-slate-600">{t(`map.${view}`)}</figcaption>
        </figure>
      ))}
    </div>
  );
}
