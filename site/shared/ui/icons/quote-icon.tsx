import { IconSvg, type IconProps } from './icon-svg.tsx';

export function QuoteIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M7 7h4v4c0 3-1.5 5-4 6M15 7h4v4c0 3-1.5 5-4 6" />
    </IconSvg>
  );
}
