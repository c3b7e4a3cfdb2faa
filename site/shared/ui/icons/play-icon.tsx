import { IconSvg, type IconProps } from './icon-svg.tsx';

export function PlayIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
    </IconSvg>
  );
}
