import { useNavigate } from '@tanstack/react-router';
import type { Clip } from '../../../contracts/clip';
import { EMBED_IFRAME_HEIGHT, EMBED_IFRAME_WIDTH } from '../../../contracts/constants';
import { useSystemActor } from '../../app/RootActorContext';
import { useTranslation } from '../../i18n/useTranslation';
import type { MenuItem } from '../clip-menu/menuItems';

/** The embed code of a public clip: an iframe of /embed/{id}, 760 × 240 (spec 001 §9). */
export function embedCode(clip: Pick<Clip, 'id' | 'title'>, origin: string): string {
  const src = new URL(`/embed/${encodeURIComponent(clip.id)}`, origin).toString();
  const title = clip.title.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<iframe src="${src}" width="${EMBED_IFRAME_WIDTH}" height="${EMBED_IFRAME_HEIGHT}" title="${title}" frameborder="0" allow="autoplay; encrypted-media" loading="lazy"></iframe>`;
}

/**
 * The clip menu's radio and sharing entries for a public, complete song: start a song radio
 * from it (/radio/song/{id}) and copy its embed code, with a toast.
 */
export function useRadioMenuItems(clip: Clip): MenuItem[] {
  const { t } = useTranslation();
  const toasts = useSystemActor('toasts');
  const navigate = useNavigate();
  if (!clip.is_public || clip.is_trashed || clip.status !== 'complete') return [];
  const copyEmbed = () => {
    void navigator.clipboard
      ?.writeText(embedCode(clip, window.location.origin))
      .then(() => toasts.send({ type: 'toasts.show', code: 'embedCopied' }));
  };
  return [
    {
      key: 'songRadio',
      label: t('radio.startSongRadio'),
      onSelect: () => void navigate({ to: '/radio/song/$id', params: { id: clip.id } }),
    },
    { key: 'copyEmbed', label: t('radio.copyEmbed'), onSelect: copyEmbed },
  ];
}
