interface Props {
  peaks: number[];
  className: string;
  /** The shortest bar, in hundredths of the height, so silence still shows. */
  minHeight: number;
  /** Each bar's class (played or not, selected or not). */
  barClass: (index: number) => string;
  testId?: string;
}

/** A clip's waveform as one bar per peak, stretched to its box (the seek bar, edit mode). */
export function WaveformBars({ peaks, className, minHeight, barClass, testId }: Props) {
  return (
    <svg
      className={className}
      viewBox={`0 0 ${Math.max(peaks.length, 1)} 100`}
      preserveAspectRatio="none"
      aria-hidden="true"
      data-testid={testId}
    >
      {peaks.map((peak, i) => {
        const height = Math.max(minHeight, peak * 100);
        return (
          <rect
            key={i}
            x={i + 0.15}
            y={(100 - height) / 2}
            width={0.7}
            height={height}
            className={barClass(i)}
          />
        );
      })}
    </svg>
  );
}
