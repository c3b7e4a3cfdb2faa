import { IconSvg, type IconProps } from './icon-svg.tsx';

/** The site search (a magnifying glass). */
export function SearchIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </IconSvg>
  );
}
