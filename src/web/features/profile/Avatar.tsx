import * as styles from './ProfilePage.css';

/** A creator's picture, or the first letter of their name on the accent colour. */
export function Avatar(props: { name: string; imageUrl: string | null; size: 'large' | 'small' }) {
  return props.imageUrl ? (
    <img className={styles.avatar[props.size]} src={props.imageUrl} alt="" />
  ) : (
    <span className={styles.avatar[props.size]} aria-hidden="true">
      {props.name.charAt(0)}
    </span>
  );
}
