import { type IconProps, Svg } from "../../../components/Icon/icons.tsx";

export const DropletIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11Z" />
  </Svg>
);
