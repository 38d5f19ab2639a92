import { type IconProps, Svg } from "../../../components/Icon/icons.tsx";

export const AppleIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 7c-1.5-1.2-4.5-1.6-6 .5-1.8 2.5-.8 7 1 9.5 1.2 1.7 2.6 2.6 4 1.8.6-.3 1.4-.3 2 0 1.4.8 2.8-.1 4-1.8 1.8-2.5 2.8-7 1-9.5-1.5-2.1-4.5-1.7-6-.5Z" />
    <path d="M12 7c0-2 1-3.5 3-4" />
  </Svg>
);

export const StarIcon = ({ filled, ...p }: IconProps & { filled?: boolean }) => (
  <Svg {...p} fill={filled ? "currentColor" : "none"}>
    <path d="m12 3.5 2.6 5.3 5.9.9-4.2 4.1 1 5.8L12 16.9l-5.3 2.7 1-5.8-4.2-4.1 5.9-.9Z" />
  </Svg>
);
