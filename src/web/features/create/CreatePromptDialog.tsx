import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/useTranslation';
import type { CreatePrompt } from '../../../../machines/create/create.selectors';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

/**
 * The dialogs a refused Create opens (spec 000 §8): the copyright warning, the out-of-concurrency
 * prompt, the upsell, the past-due notice and the support prompt.
 */
export function CreatePromptDialog(props: {
  prompt: CreatePrompt | null;
  copyrightText: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const prompt = props.prompt;
  const linksToAccount =
    prompt === 'upsell' || prompt === 'pastDue' || prompt === 'outOfConcurrency';
  return (
    <Dialog
      open={prompt !== null}
      title={prompt ? t(`create.prompt.${prompt}.title`) : ''}
      onClose={props.onClose}
      actions={
        <>
          {linksToAccount && (
            <Link to="/account" onClick={props.onClose}>
              {t(`create.prompt.${prompt}.action`)}
            </Link>
          )}
          <Button variant={linksToAccount ? 'ghost' : 'primary'} onClick={props.onClose}>
            {t('create.prompt.close')}
          </Button>
        </>
      }
    >
      {prompt === 'copyright' && props.copyrightText
        ? props.copyrightText
        : prompt && t(`create.prompt.${prompt}.body`)}
    </Dialog>
  );
}
