import { type IconProps, Svg } from "../../../components/Icon/icons.tsx";

export const ClipboardCheckIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M9 4h6a1 1 0 0 1 1 1v1H8V5a1 1 0 0 1 1-1Z" />
    <path d="M16 5h2a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h2" />
    <path d="m9 13 2 2 4-4" />
  </Svg>
);
