import { useEffect, useRef } from 'react';
import { useShare } from '../../app/useShare';
import { useTranslation } from '../../i18n/useTranslation';
import { canShareNatively } from '../../adapters/share';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import * as styles from './ShareDialog.css';

/**
 * A read-only text to copy with its button. `selected`: the clipboard refused, so the text is
 * selected and focused for the visitor to copy by hand.
 */
function CopyField(props: {
  label: string;
  value: string;
  multiline?: boolean;
  copyLabel: string;
  onCopy: () => void;
  selected: boolean;
}) {
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useEffect(() => {
    if (!props.selected) return;
    ref.current?.focus();
    ref.current?.select();
  }, [props.selected]);
  const select = () => ref.current?.select();
  return (
    <div className={styles.row}>
      <div className={styles.grow}>
        <Field
          label={props.label}
          render={(control) =>
            props.multiline ? (
              <textarea
                {...control}
                ref={ref}
                className={`${control.className} ${styles.code}`}
                readOnly
                value={props.value}
                onFocus={select}
              />
            ) : (
              <input {...control} ref={ref} readOnly value={props.value} onFocus={select} />
            )
          }
        />
      </div>
      <Button onClick={props.onCopy}>{props.copyLabel}</Button>
    </div>
  );
}

/**
 * The share modal (spec 000 §2 "share"), mounted once by the app frame: the content's short
 * link to copy, a song's embed code, and the browser's share sheet where it has one.
 */
export function ShareDialog() {
  const { t } = useTranslation();
  const share = useShare();
  const { state, what } = share.action;
  const copyLabel = (of: 'link' | 'embed') =>
    state === 'copied' && what === of ? t('share.copied') : t(`share.copy.${of}`);
  const target = share.target;
  return (
    <Dialog
      open={share.open}
      title={t('share.title', { title: target?.title ?? '' })}
      onClose={share.close}
      actions={
        <Button variant="ghost" onClick={share.close}>
          {t('share.close')}
        </Button>
      }
    >
      {share.linkStatus === 'creating' && <Spinner />}
      {share.linkStatus === 'failed' && (
        <div className={styles.row}>
          <p role="alert">{t(`errors.${share.error ?? 'unknown'}`)}</p>
          <Button onClick={share.retry}>{t('share.retry')}</Button>
        </div>
      )}
      {share.link && (
        <CopyField
          label={t('share.link')}
          value={share.link}
          copyLabel={copyLabel('link')}
          onCopy={share.copyLink}
          selected={state === 'copyFailed' && what === 'link'}
        />
      )}
      {target?.embedCode && (
        <CopyField
          label={t('share.embed')}
          value={target.embedCode}
          multiline
          copyLabel={copyLabel('embed')}
          onCopy={share.copyEmbed}
          selected={state === 'copyFailed' && what === 'embed'}
        />
      )}
      <p className={styles.note} role="status">
        {state === 'copyFailed'
          ? t('share.copyByHand')
          : state === 'copied'
            ? t('share.copied')
            : ''}
      </p>
      {share.error && share.linkStatus !== 'failed' && (
        <p role="alert">{t(`errors.${share.error}`)}</p>
      )}
      {canShareNatively() && (
        <Button variant="ghost" onClick={share.shareNatively} disabled={state === 'sharing'}>
          {t('share.native')}
        </Button>
      )}
    </Dialog>
  );
}
