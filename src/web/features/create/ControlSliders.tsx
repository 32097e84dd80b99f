import { useTranslation } from '../../i18n/useTranslation';
import type { ControlSliders as Sliders } from '../../../contracts/clip';
import * as styles from './CreateForm.css';

/** Spec 000 §3 control sliders, shown only for the ones the chosen model honours. */
export function ControlSliders(props: {
  allowed: (keyof Sliders)[];
  values: Sliders;
  onChange: (values: Sliders) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.sliders}>
      <legend>{t('create.sliders')}</legend>
      {props.allowed.map((key) => {
        const value = props.values[key] ?? SLIDER_DEFAULT;
        return (
          <label key={key} className={styles.slider}>
            <span>{t(`create.slider.${key}`)}</span>
            <input
              type="range"
              min={0}
              max={100}
              value={Math.round(value * 100)}
              onChange={(event) =>
                props.onChange({ ...props.values, [key]: Number(event.target.value) / 100 })
              }
            />
            <output>{Math.round(value * 100)}%</output>
          </label>
        );
      })}
    </fieldset>
  );
}

/** Where a slider sits before it is moved (spec 000 §9: the default is not shown; the middle). */
const SLIDER_DEFAULT = 0.5;
