import { IconSvg, type IconProps } from './icon-svg.tsx';

/** "RG" in a rounded square: the research network profile. */
export function ResearchgateIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M6.5 16.5v-9H9a2.25 2.25 0 0 1 0 4.5H6.5" />
      <path d="m9 12 2 4.5" />
      <path d="M18.4 10.4a2.6 2.6 0 1 0 .8 1.8h-2.2" />
    </IconSvg>
  );
}
