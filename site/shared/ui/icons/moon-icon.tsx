import { IconSvg, type IconProps } from './icon-svg.tsx';

/** The dark theme. */
export function MoonIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M20.5 14.1A8.5 8.5 0 1 1 9.9 3.5a6.6 6.6 0 0 0 10.6 10.6Z" />
    </IconSvg>
  );
}
