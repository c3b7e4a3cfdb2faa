import { IconSvg, type IconProps } from './icon-svg.tsx';

/** A right arrow for 'view all' and 'explore' links. */
export function ArrowRightIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M5 12h14" />
      <path d="m12 5 7 7-7 7" />
    </IconSvg>
  );
}
