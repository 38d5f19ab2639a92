import { Svg as BaseSvg, type IconProps } from "../../../components/Icon/icons.tsx";

// The weight feature's icons are drawn with a slightly heavier stroke.
const Svg = (props: IconProps) => <BaseSvg strokeWidth={2} {...props} />;

export const ArrowDownIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 5v14m-6-6 6 6 6-6" />
  </Svg>
);
export const ArrowUpIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 19V5m-6 6 6-6 6 6" />
  </Svg>
);
export const SteadyIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 12h14" />
  </Svg>
);
export const RulerIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m3 16 13-13 5 5L8 21Z" />
    <path d="m7.5 11.5 2 2m1-5 2 2m1-5 2 2" />
  </Svg>
);
export const FlagIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 21V4m0 0h11l-2 4 2 4H5" />
  </Svg>
);
