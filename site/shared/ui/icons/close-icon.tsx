import { IconSvg, type IconProps } from './icon-svg.tsx';

export function CloseIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M18 6 6 18M6 6l12 12" />
    </IconSvg>
  );
}
