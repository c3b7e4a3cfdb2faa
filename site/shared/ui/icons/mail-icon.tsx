import { IconSvg, type IconProps } from './icon-svg.tsx';

export function MailIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <rect x="2.5" y="5" width="19" height="14" rx="2" />
      <path d="m3 6.5 9 6.5 9-6.5" />
    </IconSvg>
  );
}
