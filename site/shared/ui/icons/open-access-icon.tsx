import { IconSvg, type IconProps } from './icon-svg.tsx';

export function OpenAccessIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 7.8-1.2" />
    </IconSvg>
  );
}
