import { IconSvg, type IconProps } from './icon-svg.tsx';

/** A fox-head outline: the GitLab profile. */
export function GitlabIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="m12 21 9-6.5-2.5-11-3 8.5h-7l-3-8.5L3 14.5Z" />
    </IconSvg>
  );
}
