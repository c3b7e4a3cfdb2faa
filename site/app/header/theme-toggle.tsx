import { useRef, type ComponentType } from 'react';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { useTheme } from '../../shared/theme/theme-context.tsx';
import { nextThemePreference, type ThemePreference } from '../../../core/theme/theme-preference.ts';
import type { IconProps } from '../../shared/ui/icons/icon-svg.tsx';
import { MonitorIcon } from '../../shared/ui/icons/monitor-icon.tsx';
import { MoonIcon } from '../../shared/ui/icons/moon-icon.tsx';
import { SunIcon } from '../../shared/ui/icons/sun-icon.tsx';
import { Tooltip } from '../../shared/ui/tooltip/tooltip.tsx';

const preferenceIcons: Record<ThemePreference, ComponentType<IconProps>> = {
  light: SunIcon,
  dark: MoonIcon,
  system: MonitorIcon,
};

/** Cycles light → dark → system; the icon shows the current choice and the name says what comes next. */
export function ThemeToggle({ className }: { className?: string }) {
  const { preference, cycle } = useTheme();
  const { t } = useI18n();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const Icon = preferenceIcons[preference];
  const label = t('theme.toggle', {
    theme: t(`theme.${preference}`),
    next: t(`theme.${nextThemePreference(preference)}`),
  });
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        data-needs-script
        className={className}
        onClick={cycle}
        aria-label={label}
      >
        <Icon />
      </button>
      <Tooltip label={label} triggerRef={buttonRef} />
    </>
  );
}
