import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { HookFlowStep } from '../../../../../machines/hooks/hookFlow.selectors';
import { useHookRender, useHookVideoUpload, useMakeHook } from '../../../app/useMakeHook';
import { useTranslation } from '../../../i18n/useTranslation';
import { Button } from '../../../ui/Button';
import { PageShell } from '../../../ui/PageShell';
import { Spinner } from '../../../ui/Spinner';
import { Busy } from './Busy';
import { hookIssueText } from './hook-issue-text';
import { HookDetailsStep } from './HookDetailsStep';
import { HookSongStep } from './HookSongStep';
import { HookVideoStep } from './HookVideoStep';
import * as styles from './MakeHook.css';

const STEPS: HookFlowStep[] = ['song', 'video', 'details'];

/**
 * Making a hook (spec 001 §2): pick a song, upload a video, the details; then the hook renders
 * and the page goes to it. `clipId`: a song's menu named the song to start with.
 */
export function MakeHookPage({ clipId }: { clipId: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flow = useMakeHook();
  const upload = useHookVideoUpload();
  const render = useHookRender();
  const { ready, preselect } = flow;
  useEffect(() => {
    if (ready && clipId) preselect(clipId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once the flow runs, per named song
  }, [ready, clipId]);
  useEffect(() => {
    if (render.hookId) void navigate({ to: '/hook/$hookId', params: { hookId: render.hookId } });
  }, [render.hookId, navigate]);
  const making = render.view === 'creating' || render.view === 'rendering';
  const index = STEPS.indexOf(flow.step);
  return (
    <PageShell page="hooks" title={t('makeHook.title')}>
      <div className={styles.flow}>
        <ol className={styles.steps} aria-label={t('makeHook.stepsLabel')}>
          {STEPS.map((step, i) => (
            <li
              key={step}
              className={styles.step}
              aria-current={step === flow.step ? 'step' : undefined}
            >
              {t('makeHook.step', { n: i + 1, name: t(`makeHook.steps.${step}`) })}
            </li>
          ))}
        </ol>
        <h2>{t(`makeHook.headings.${flow.step}`)}</h2>
        {!ready ? (
          <Spinner />
        ) : flow.step === 'song' ? (
          <HookSongStep flow={flow} />
        ) : flow.step === 'video' ? (
          <HookVideoStep />
        ) : (
          <HookDetailsStep flow={flow} disabled={making} />
        )}
        {flow.issue && (
          <p role="alert" className={styles.issue}>
            {hookIssueText(t, flow.issue)}
          </p>
        )}
        {making && <Busy>{t(`makeHook.render.${render.view}`)}</Busy>}
        {render.view === 'failed' && render.error.code && (
          <p role="alert" className={styles.issue}>
            {t(`errors.${render.error.code}`, { detail: render.error.detail ?? '' })}
          </p>
        )}
        <div className={styles.actions}>
          {index > 0 && (
            <Button variant="ghost" onClick={flow.back} disabled={making}>
              {t('makeHook.back')}
            </Button>
          )}
          {flow.step === 'details' ? (
            <Button onClick={flow.submit} disabled={making}>
              {t('makeHook.post')}
            </Button>
          ) : (
            <Button
              onClick={() => flow.next(flow.step === 'video' ? upload.uploaded : undefined)}
              disabled={!ready}
            >
              {t('makeHook.next')}
            </Button>
          )}
        </div>
      </div>
    </PageShell>
  );
}
