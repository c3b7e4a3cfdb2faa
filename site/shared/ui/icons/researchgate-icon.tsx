import { IconSvg, type IconProps } from './icon-svg.tsx';

/** "RG" in a rounded square: the research network profile. */
export function ResearchgateIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M7 17V8h2.6a2.2 2.2 0 0 1 0 4.4H7" />
      <path d="m9.6 12.4 2.2 4.6" />
      <path d="M18 8.3a1.8 1.8 0 1 0 .3 2.4V9.6h-1.2" />
    </IconSvg>
  );
}
