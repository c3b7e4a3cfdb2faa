import { IconSvg, type IconProps } from './icon-svg.tsx';

/** The theme that follows the operating system. */
export function MonitorIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <rect x="2" y="3" width="20" height="14" rx="2" />
      <path d="M8 21h8M12 17v4" />
    </IconSvg>
  );
}
