import { IconSvg, type IconProps } from './icon-svg.tsx';

/** A clock face beside a time or a delay. */
export function ClockIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M12 7v5l3 2" />
    </IconSvg>
  );
}
