import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ACCESS_TOKEN_NAME_MAX_CHARS } from '../../../contracts/constants';
import { useAccessTokens } from '../../app/useAccessTokens';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import * as styles from './AccessTokens.css';
import * as page from './AccountPage.css';

/**
 * Personal access tokens for programmatic clients (docs/api-compat.md): create one (shown once,
 * to copy), see when each was last used, revoke one.
 */
export function AccessTokens() {
  const { t, i18n } = useTranslation();
  const tokens = useAccessTokens();
  const [name, setName] = useState('');
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    tokens.create(name);
    setName('');
  };

  return (
    <section className={page.card} aria-labelledby="tokens-title">
      <h2 id="tokens-title" className={page.heading}>
        {t('account.tokens.title')}
      </h2>
      <p className={page.muted}>{t('account.tokens.intro')}</p>
      <form className={styles.form} onSubmit={submit}>
        <TextField
          label={t('account.tokens.name')}
          value={name}
          maxLength={ACCESS_TOKEN_NAME_MAX_CHARS}
          onChange={(event) => setName(event.target.value)}
          error={tokens.changeError ? t(`errors.${tokens.changeError}`) : undefined}
        />
        <Button type="submit" disabled={tokens.creating}>
          {t('account.tokens.create')}
        </Button>
      </form>
      {tokens.revealed && (
        <div className={styles.revealed} role="status">
          <p className={page.muted}>{t('account.tokens.shownOnce')}</p>
          <code className={styles.secret}>{tokens.revealed}</code>
          <div className={page.row}>
            <Button onClick={tokens.copy} disabled={tokens.copyState === 'copying'}>
              {tokens.copyState === 'copied'
                ? t('account.tokens.copied')
                : t('account.tokens.copy')}
            </Button>
            <Button variant="ghost" onClick={tokens.dismiss}>
              {t('account.tokens.done')}
            </Button>
          </div>
          {tokens.copyState === 'copyFailed' && (
            <p role="alert" className={page.alert}>
              {t('account.tokens.copyFailed')}
            </p>
          )}
        </div>
      )}
      {tokens.status === 'loading' && <Spinner />}
      {tokens.status === 'failed' && (
        <p role="alert" className={page.alert}>
          {t(`errors.${tokens.listError ?? 'unknown'}`)}{' '}
          <Button variant="ghost" onClick={tokens.reload}>
            {t('account.tokens.retry')}
          </Button>
        </p>
      )}
      {tokens.status === 'ready' && tokens.tokens.length === 0 && (
        <p className={page.muted}>{t('account.tokens.none')}</p>
      )}
      <ul className={styles.list}>
        {tokens.tokens.map((token) => (
          <li key={token.id} className={styles.item}>
            <div>
              <p className={styles.name}>{token.name}</p>
              <p className={page.muted}>
                {t('account.tokens.details', {
                  lastFour: token.last_four,
                  created: date(token.created_at),
                })}{' '}
                {token.last_used_at
                  ? t('account.tokens.lastUsed', { date: date(token.last_used_at) })
                  : t('account.tokens.neverUsed')}
              </p>
            </div>
            <Button
              variant="ghost"
              disabled={tokens.revokingId !== null}
              aria-label={t('account.tokens.revokeNamed', { name: token.name })}
              onClick={() => tokens.revoke(token.id)}
            >
              {t('account.tokens.revoke')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
