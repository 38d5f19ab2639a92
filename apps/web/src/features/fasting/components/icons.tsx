import { type IconProps, Svg } from "../../../components/Icon/icons.tsx";

export const TimerIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="13" r="8" />
    <path d="M12 9v4l2.5 2.5M9.5 2.5h5M12 2.5V5" />
  </Svg>
);
