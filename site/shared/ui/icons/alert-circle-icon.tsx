import { IconSvg, type IconProps } from './icon-svg.tsx';

/** A circled exclamation mark beside an error message. */
export function AlertCircleIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M12 7.5v5.5" />
      <path d="M12 16.5h.01" />
    </IconSvg>
  );
}
