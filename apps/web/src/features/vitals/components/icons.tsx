import { type IconProps, Svg } from "../../../components/Icon/icons.tsx";

/** A blood-pressure gauge. */
export const GaugeIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 15a8 8 0 1 1 16 0" />
    <path d="M12 15l4-5" />
    <circle cx="12" cy="15" r="1.5" />
    <path d="M4 19h16" />
  </Svg>
);
