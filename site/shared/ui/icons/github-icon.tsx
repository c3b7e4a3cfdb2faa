import { IconSvg, type IconProps } from './icon-svg.tsx';

/** An octocat-like outline: the code host profile. */
export function GithubIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M9 21.5v-3c0-.9.3-1.6.8-2.1-2.9-.4-5.8-1.5-5.8-6.4 0-1.3.5-2.5 1.3-3.4-.2-.9-.2-2 .2-3.1 1.1 0 2.3.6 3.4 1.4a11 11 0 0 1 6.2 0c1.1-.8 2.3-1.4 3.4-1.4.4 1.1.4 2.2.2 3.1.8.9 1.3 2.1 1.3 3.4 0 4.9-2.9 6-5.8 6.4.5.5.8 1.3.8 2.2v3" />
      <path d="M9 18.5c-3 .9-4-.9-5-1.6" />
    </IconSvg>
  );
}
