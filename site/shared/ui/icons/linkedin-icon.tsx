import { IconSvg, type IconProps } from './icon-svg.tsx';

/** "in" in a rounded square: the professional network profile. */
export function LinkedinIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5v6" />
      <path d="M8 7.5v.01" />
      <path d="M12 16.5v-6" />
      <path d="M12 13.2c0-1.6 1.1-2.7 2.5-2.7s2.5 1.1 2.5 2.7v3.3" />
    </IconSvg>
  );
}
