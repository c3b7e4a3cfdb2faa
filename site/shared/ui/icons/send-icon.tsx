import { IconSvg, type IconProps } from './icon-svg.tsx';

/** A paper plane: sending a message. */
export function SendIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M21.5 2.5 10.5 13.5" />
      <path d="m21.5 2.5-7 19-4-8-8-4 19-7Z" />
    </IconSvg>
  );
}
