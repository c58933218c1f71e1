import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { color, focusRing } from '../src/ui/theme';
import { EMBED_ORIGIN, type GalleryVideo } from './content/pages/video-gallery';

const Frame = styled.div({
  position: 'relative',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: '12px 12px 0 0',
  background: color.navy,
  '& iframe, & button, & img': { position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 },
});
const Play = styled.button({
  padding: 0,
  background: 'transparent',
  cursor: 'pointer',
  '& img': { objectFit: 'cover' },
  '&:focus-visible': { ...focusRing, outlineOffset: -4 },
  '&:hover .play-icon, &:focus-visible .play-icon': { transform: 'translate(-50%, -50%) scale(1.08)' },
});
const PlayIcon = styled.span({
  position: 'absolute',
  top: '50%',
  left: '50%',
  display: 'grid',
  placeItems: 'center',
  width: 72,
  height: 72,
  borderRadius: '50%',
  background: color.accent,
  boxShadow: '0 6px 20px rgba(0, 0, 0, 0.35)',
  transform: 'translate(-50%, -50%)',
  transition: 'transform 0.15s',
});

/**
 * A click-to-load video: our own poster and a play button until the visitor asks for the video; only then is
 * the third-party player loaded, in the same box, so nothing moves.
 */
export function VideoFacade({
  video,
  youtubeId,
  playLabel,
}: {
  video: GalleryVideo;
  /** The video's YouTube id (SITE_VIDEOS): the gallery shows only configured videos. */
  youtubeId: string;
  playLabel: string;
}) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  // The play button is gone once pressed: focus moves to the player that replaced it, not to the page's top.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  return (
    <Frame>
      {playing ? (
        <iframe
          ref={player}
          src={`${EMBED_ORIGIN}/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`}
          title={video.title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <Play type="button" aria-label={`${playLabel}: ${video.title}`} onClick={() => setPlaying(true)}>
          <img src={video.poster} width={640} height={360} alt="" loading="lazy" decoding="async" />
          <PlayIcon className="play-icon" aria-hidden="true">
            <svg width="30" height="30" viewBox="0 0 24 24" focusable="false">
              <path d="M8 5v14l11-7z" fill="#fff" />
            </svg>
          </PlayIcon>
        </Play>
      )}
    </Frame>
  );
}
