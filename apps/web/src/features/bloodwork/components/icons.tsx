import { type IconProps, Svg } from "../../../components/Icon/icons.tsx";

export const TestTubeIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M9 3h6" />
    <path d="M10 3v13.5a2.5 2.5 0 0 0 5 0V3" />
    <path d="M10 11h5" />
  </Svg>
);
