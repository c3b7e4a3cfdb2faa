import { IconSvg, type IconProps } from './icon-svg.tsx';

/** A downward chevron for disclosure toggles (rotated when open). */
export function ChevronDownIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="m6 9 6 6 6-6" />
    </IconSvg>
  );
}
