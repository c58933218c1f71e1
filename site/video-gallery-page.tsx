import styled from '@emotion/styled';
import { useSiteConfig } from '../src/ui/site-config';
import { color } from '../src/ui/theme';
import { VIDEO_GALLERY } from './content/pages/video-gallery';
import { SiteLayout } from './site-layout';
import { media, site } from './site-theme';
import { VideoFacade } from './video-facade';

const Head = styled.div({
  background: `linear-gradient(135deg, ${color.navy} 0%, ${color.navyLight} 100%)`,
  color: '#fff',
});
const HeadInner = styled.div({
  maxWidth: site.contentWidth,
  margin: '0 auto',
  padding: '48px 20px 40px',
  [media.phone]: { padding: '32px 20px 28px' },
  '& h1': { margin: '0 0 10px', fontSize: 'clamp(30px, 5vw, 44px)' },
  '& p': { margin: 0, maxWidth: 720, fontSize: 18, color: '#e2e8f0' },
});
const Grid = styled.ul({
  maxWidth: site.contentWidth,
  margin: '0 auto',
  padding: '40px 20px 24px',
  listStyle: 'none',
  display: 'grid',
  gap: 28,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media (max-width: 820px)': { gridTemplateColumns: '1fr' },
});
const Card = styled.li({
  borderRadius: 12,
  background: color.surface,
  boxShadow: '0 6px 24px rgba(15, 39, 71, 0.1)',
  '& h2': { margin: 0, fontSize: 20, color: color.navy },
  '& p': { margin: '6px 0 0', color: color.muted },
});
const Note = styled.p({
  maxWidth: site.contentWidth,
  margin: '0 auto',
  padding: '0 20px 56px',
  color: color.muted,
  fontSize: 15,
});

export function VideoGalleryPage() {
  const gallery = VIDEO_GALLERY;
  const { videos } = useSiteConfig();
  return (
    <SiteLayout>
      <Head>
        <HeadInner>
          <h1>{gallery.heading}</h1>
          <p>{gallery.intro}</p>
        </HeadInner>
      </Head>
      <Grid>
        {gallery.videos.map((video) => (
          <Card key={video.slug}>
            <VideoFacade
              video={video}
              youtubeId={videos[video.slug]}
              playLabel={gallery.playLabel}
              comingSoon={gallery.comingSoon}
            />
            <div css={{ padding: '16px 18px 20px' }}>
              <h2>{video.title}</h2>
              <p>
                {video.summary} <span css={{ whiteSpace: 'nowrap' }}>({video.duration})</span>
              </p>
            </div>
          </Card>
        ))}
      </Grid>
      <Note>{gallery.privacyNote}</Note>
    </SiteLayout>
  );
}
