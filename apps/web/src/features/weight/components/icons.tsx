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
export const PencilIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
  </Svg>
);
export const RulerIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m3 16 13-13 5 5L8 21Z" />
    <path d="m7.5 11.5 2 2m1-5 2 2m1-5 2 2" />
  </Svg>
);
export const TrashIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 7h16M10 11v6m4-6v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </Svg>
);
export const FlagIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 21V4m0 0h11l-2 4 2 4H5" />
  </Svg>
);
