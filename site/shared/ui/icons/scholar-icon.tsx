import { IconSvg, type IconProps } from './icon-svg.tsx';

/** A graduation cap: the scholar profile. */
export function ScholarIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M2 9.5 12 4.5l10 5-10 5z" />
      <path d="M6 11.5v4.5c0 1.6 2.7 3 6 3s6-1.4 6-3v-4.5" />
      <path d="M22 9.5v5.5" />
    </IconSvg>
  );
}
