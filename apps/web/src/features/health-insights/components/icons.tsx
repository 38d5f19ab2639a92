import { type IconProps, Svg } from "../../../components/Icon/icons.tsx";

/** Two linked trend lines: health insights. */
export const InsightsIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 17l5-5 4 3 6-7 3 3" />
    <path d="M3 21h18" />
    <circle cx="8" cy="12" r="1" />
    <circle cx="18" cy="8" r="1" />
  </Svg>
);
