import { type IconProps, Svg } from "../../../components/Icon/icons.tsx";

/** A pair of footprints: steps and active minutes. */
export const FootprintsIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M7 3.5c-1.7 0-3 2-3 4.6 0 2 .8 3.4 1 4.9h4c.2-1.5 1-2.9 1-4.9C10 5.5 8.7 3.5 7 3.5Z" />
    <path d="M5 16h4v1.5a2 2 0 0 1-4 0Z" />
    <path d="M17 7.5c1.7 0 3 2 3 4.6 0 2-.8 3.4-1 4.9h-4c-.2-1.5-1-2.9-1-4.9 0-2.6 1.3-4.6 3-4.6Z" />
    <path d="M15 20h4v-.5a2 2 0 0 0-4 0Z" />
  </Svg>
);
