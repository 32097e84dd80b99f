import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useShareCode } from '../../app/useShareCode';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { PageShell } from '../../ui/PageShell';
import { Spinner } from '../../ui/Spinner';
import { NotFound } from '../shell/NotFound';

/**
 * `/s/{id}`, a short share link: asks where it leads and goes there in place of this address.
 * A link to nothing the visitor may see (unknown, private, trashed) reads as not found.
 */
export function ShortLinkPage({ shareId }: { shareId: string }) {
  const { t } = useTranslation();
  const code = useShareCode(shareId);
  const navigate = useNavigate();
  const { path } = code;
  useEffect(() => {
    if (path) void navigate({ href: path, replace: true });
  }, [navigate, path]);
  if (code.status === 'notFound') return <NotFound what="shareLink" />;
  if (code.status === 'failed') {
    return (
      <PageShell page="shortLink">
        <p role="alert">{t(`errors.${code.error ?? 'unknown'}`)}</p>
        <Button onClick={code.retry}>{t('share.retry')}</Button>
      </PageShell>
    );
  }
  return (
    <PageShell page="shortLink">
      <Spinner />
    </PageShell>
  );
}
