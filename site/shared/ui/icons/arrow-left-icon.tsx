import { IconSvg, type IconProps } from './icon-svg.tsx';

/** A left arrow for 'back' links. */
export function ArrowLeftIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M19 12H5" />
      <path d="m12 19-7-7 7-7" />
    </IconSvg>
  );
}
