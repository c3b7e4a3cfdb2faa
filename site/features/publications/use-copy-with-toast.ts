import { useCallback } from 'react';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { useToast } from '../../shared/ui/toast/toast-provider.tsx';

/**
 * Copies text to the clipboard and tells the visitor with a toast. A failure (no clipboard outside HTTPS,
 * permission refused) is only logged and reported with an error toast; it resolves to false.
 */
export function useCopyWithToast(): (text: string, successMessage: string) => Promise<boolean> {
  const { t } = useI18n();
  const toast = useToast();
  return useCallback(
    async (text, successMessage) => {
      try {
        if (!navigator.clipboard) throw new Error('The clipboard is not available on this page (it needs HTTPS).');
        await navigator.clipboard.writeText(text);
      } catch (error) {
        console.error('Could not copy to the clipboard:', error);
        toast.show(t('publications.copyFailed'), 'error');
        return false;
      }
      toast.show(successMessage, 'success');
      return true;
    },
    [t, toast],
  );
}
