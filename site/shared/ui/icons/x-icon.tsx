import { IconSvg, type IconProps } from './icon-svg.tsx';

/** Two crossed strokes: the X profile. */
export function XIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M4 4l16 16M20 4 4 20" />
    </IconSvg>
  );
}
