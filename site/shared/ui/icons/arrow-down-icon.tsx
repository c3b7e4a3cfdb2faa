import { IconSvg, type IconProps } from './icon-svg.tsx';

export function ArrowDownIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M12 4.5v15" />
      <path d="m6 13.5 6 6 6-6" />
    </IconSvg>
  );
}
