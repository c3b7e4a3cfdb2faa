import { IconSvg, type IconProps } from './icon-svg.tsx';

export function DownloadIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M12 3.5v12" />
      <path d="m7 10.5 5 5 5-5" />
      <path d="M4.5 20h15" />
    </IconSvg>
  );
}
