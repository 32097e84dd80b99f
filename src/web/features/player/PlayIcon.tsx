/** The play (a triangle) or pause (two bars) glyph. */
export function PlayIcon({ playing, className }: { playing: boolean; className: string }) {
  return (
    <svg className={className} viewBox="0 0 14 14" aria-hidden="true">
      {playing ? <path d="M2 1h3.5v12H2zM8.5 1H12v12H8.5z" /> : <path d="M3 1l10 6-10 6z" />}
    </svg>
  );
}
