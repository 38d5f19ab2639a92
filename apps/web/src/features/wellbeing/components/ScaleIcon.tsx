import type { WellbeingDimension } from "@vitalog/domain";

/**
 * The picture beside each step of a scale: a face from sad to glad (for stress, glad at "None"),
 * and for energy a battery filling up. Drawn inline so it looks the same on every device.
 */
export function ScaleIcon({
  dimension,
  step,
  className = "size-7",
}: {
  dimension: WellbeingDimension;
  step: number;
  className?: string;
}) {
  if (dimension === "energy") {
    return (
      <svg
        viewBox="0 0 24 24"
        className={className}
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      >
        <rect x="3" y="7" width="16" height="10" rx="2" />
        <path d="M21 10.5v3" strokeLinecap="round" />
        {[0, 1, 2, 3, 4].slice(0, step).map((bar) => (
          <rect
            key={bar}
            x={5 + bar * 2.6}
            y="9"
            width="1.8"
            height="6"
            rx="0.4"
            fill="currentColor"
            stroke="none"
          />
        ))}
      </svg>
    );
  }
  // How glad the face is, 1..5.
  const glad = dimension === "stress" ? 6 - step : step;
  const curve = (glad - 3) * 2.2;
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
    >
      <circle cx="12" cy="12" r="9" />
      {dimension === "sleepQuality" ? (
        <path d="M7.5 10q1.5 1 3 0M13.5 10q1.5 1 3 0" />
      ) : (
        <path d="M9 9.5h.01M15 9.5h.01" strokeWidth="2.4" />
      )}
      <path d={`M8 ${15 - curve / 2}Q12 ${15 + curve} 16 ${15 - curve / 2}`} />
    </svg>
  );
}
