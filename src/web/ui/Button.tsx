import type { ButtonHTMLAttributes } from 'react';
import * as styles from './Button.css';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'ghost' };

export function Button({ variant = 'primary', className, ...props }: Props) {
  const classes = [styles.button[variant], className].filter(Boolean).join(' ');
  return <button type="button" className={classes} {...props} />;
}
