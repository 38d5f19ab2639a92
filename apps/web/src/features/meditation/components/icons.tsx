import { type IconProps, Svg } from "../../../components/Icon/icons.tsx";

export const LotusIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 20c-4 0-8-2-9-6 3 0 6 1 9 4 3-3 6-4 9-4-1 4-5 6-9 6Z" />
    <path d="M12 18c-2-2-3-5-3-8 0-2 1-4 3-6 2 2 3 4 3 6 0 3-1 6-3 8Z" />
  </Svg>
);
