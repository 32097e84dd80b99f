import { useTranslation } from '../../i18n/useTranslation';
import { DAILY_FREE_CREDITS, TIERS } from '../../../contracts/constants';
import { useBilling } from '../../app/useBilling';
import { Button } from '../../ui/Button';
import { PageShell } from '../../ui/PageShell';
import { Spinner } from '../../ui/Spinner';
import { AccessTokens } from './AccessTokens';
import * as styles from './AccountPage.css';

/** /account: plan, credits and their use this period; plan changes, credit packs, access tokens. */
export function AccountPage() {
  const { t } = useTranslation();
  const billing = useBilling();
  const { info } = billing;
  if (!info) {
    return (
      <PageShell page="account">
        {billing.error ? <p role="alert">{t(`errors.${billing.error}`)}</p> : <Spinner />}
      </PageShell>
    );
  }
  return (
    <PageShell page="account">
      <div className={styles.stack}>
        {info.is_past_due && (
          <p role="alert" className={styles.alert}>
            {t('account.pastDue')}
          </p>
        )}
        {billing.error && (
          <p role="alert" className={styles.alert}>
            {t(`errors.${billing.error}`)}
          </p>
        )}
        <section className={styles.card} aria-labelledby="credits-title">
          <h2 id="credits-title" className={styles.heading}>
            {t('account.credits')}
          </h2>
          <p className={styles.big}>{info.credits}</p>
          {/* Every credit spent this period, bought ones too: not a share of the free ones. */}
          <p className={styles.muted}>
            {t(`account.usage.${info.period}`, { used: info.monthly_usage })}
          </p>
          {info.period === 'day' && (
            <p className={styles.muted}>{t('account.dailyTopUp', { limit: info.monthly_limit })}</p>
          )}
          <div className={styles.row}>
            {info.credit_packs.map((pack) => (
              <Button
                key={pack.id}
                variant="ghost"
                disabled={billing.purchasing}
                onClick={() => billing.buyCredits(pack.id)}
              >
                {t('account.buyPack', { credits: pack.credits })}
              </Button>
            ))}
          </div>
        </section>
        <section className={styles.card} aria-labelledby="plans-title">
          <h2 id="plans-title" className={styles.heading}>
            {t('account.plans')}
          </h2>
          <ul className={styles.plans}>
            {TIERS.map((tier) => {
              const plan = info.plans.find((p) => p.id === tier);
              const current = info.tier === tier;
              return (
                <li key={tier} className={styles.plan} data-state={current ? 'current' : undefined}>
                  <h3 className={styles.planName}>{t(`account.tier.${tier}`)}</h3>
                  <p className={styles.muted}>
                    {tier === 'basic'
                      ? t('account.dailyCredits', { count: DAILY_FREE_CREDITS })
                      : t('account.monthlyCredits', { count: plan?.monthly_credits ?? 0 })}
                  </p>
                  <p className={styles.muted}>
                    {t('account.concurrency', { count: plan?.concurrency ?? 0 })}
                  </p>
                  {current ? (
                    <span className={styles.current}>{t('account.currentPlan')}</span>
                  ) : (
                    <Button disabled={billing.purchasing} onClick={() => billing.changePlan(tier)}>
                      {t('account.switchTo', { plan: t(`account.tier.${tier}`) })}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
        <AccessTokens />
      </div>
    </PageShell>
  );
}
