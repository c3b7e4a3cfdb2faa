import { IconSvg, type IconProps } from './icon-svg.tsx';

/** A circled iD: the ORCID record. */
export function OrcidIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M8.5 10v6.5M8.5 7.5v.01M12 16.5V8h2a4.25 4.25 0 0 1 0 8.5h-2Z" />
    </IconSvg>
  );
}
