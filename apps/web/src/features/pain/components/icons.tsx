import { type IconProps, Svg } from "../../../components/Icon/icons.tsx";

export const BodyIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="4.5" r="2" />
    <path d="M6 8.5h12" />
    <path d="M12 8.5V14" />
    <path d="M9 21l3-7 3 7" />
  </Svg>
);

export const PrinterIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M7 9V3h10v6" />
    <rect x="3" y="9" width="18" height="8" rx="2" />
    <path d="M7 14h10v7H7z" />
  </Svg>
);
